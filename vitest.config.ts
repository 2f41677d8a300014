import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { makeGateSecret } from './build/gate-digest.ts';

/** Tests unlock the gate with this password; the real one comes from the build's environment. */
export const TEST_ACCESS_PASSWORD = 'test-access-password';
const gate = makeGateSecret(TEST_ACCESS_PASSWORD);

/** Files that load what a `vm` context cannot: they run on plain worker threads. */
const VM_UNSAFE = ['tests/lint/boundaries.test.ts'];

export default defineConfig({
  plugins: [react()],
  define: {
    __AUREVIA_GATE_SALT__: JSON.stringify(gate.salt),
    __AUREVIA_GATE_DIGEST__: JSON.stringify(gate.digest),
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // Vitest leaves a core free by default, which on a two-core machine runs every file in
    // turn; the files wait on timers, PGlite and jsdom as much as on the processor.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Each file in its own `vm` context of a worker thread that stays up: the DOM environment
      // and the modules of node_modules are set up once per worker rather than once per file,
      // a fifth off the step here (docs/testing.md).
      {
        extends: true,
        test: {
          name: 'app',
          pool: 'vmThreads',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...VM_UNSAFE],
        },
      },
      // ESLint's plugins mix module formats in a way a `vm` context cannot load.
      { extends: true, test: { name: 'lint rules', pool: 'threads', include: VM_UNSAFE } },
    ],
    // Component tests share the processor with a second worker; 5 s is too close for the
    // slowest of them on two cores.
    testTimeout: 15_000,
  },
});
