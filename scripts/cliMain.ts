/**
 * Runs one of the project's command-line tools: reads stdin whole, asks the tool for its answer
 * (src/lib/cliAnswer.ts) and writes it out with its exit code.
 */
import type { CliAnswer } from '../src/lib/cliAnswer.ts';

async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

export async function runCli(
  answer: (stdin: Uint8Array, args: readonly string[]) => CliAnswer | Promise<CliAnswer>,
): Promise<void> {
  const { status, stdout, stderr } = await answer(await readStdin(), process.argv.slice(2));
  if (stdout) process.stdout.write(stdout);
  if (stderr) process.stderr.write(stderr);
  process.exitCode = status;
}
