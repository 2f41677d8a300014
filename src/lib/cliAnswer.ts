/**
 * What one of the project's command-line tools answers (`npm run layout`, `npm run import-scan`):
 * its exit code and everything it writes. The tools compute it as a plain value, so their
 * answers are tested without starting a process; `scripts/cliMain.ts` writes it out.
 */
export interface CliAnswer {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Success: one line of JSON on stdout and nothing else. */
export function printed(value: unknown): CliAnswer {
  return { status: 0, stdout: `${JSON.stringify(value)}\n`, stderr: '' };
}

/** Input the tool cannot use: one line on stderr, nothing on stdout, exit code 1 (2 for a fault). */
export function refused(tool: string, message: string, status = 1): CliAnswer {
  return { status, stdout: '', stderr: `${tool}: ${message.replace(/\s+/g, ' ').trim()}\n` };
}

/** An error the tool did not expect, said in one line. */
export function internalError(tool: string, error: unknown): CliAnswer {
  return refused(
    tool,
    `internal error: ${error instanceof Error ? error.message : String(error)}`,
    2,
  );
}
