import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { makeGateSecret } from './build/gate-digest.ts';

/** Tests unlock the gate with this password; the real one comes from the build's environment. */
export const TEST_ACCESS_PASSWORD = 'test-access-password';
const gate = makeGateSecret(TEST_ACCESS_PASSWORD);

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
    include: ['tests/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Vitest leaves a core free by default, which on a two-core machine runs every file in
    // turn; the files wait on timers, PGlite and jsdom as much as on the processor.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads start a file sooner than child processes: a fifth off the whole run here.
    pool: 'threads',
    // Component tests share the processor with a second worker; 5 s is too close for the
    // slowest of them on two cores.
    testTimeout: 15_000,
  },
});
