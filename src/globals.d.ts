/** Set by vite.config.ts at build time: the salted digest of the access password, never the password. */
declare const __AUREVIA_GATE_SALT__: string;
declare const __AUREVIA_GATE_DIGEST__: string;
