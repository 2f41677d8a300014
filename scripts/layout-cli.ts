/**
 * `npm run --silent layout < input.json`: lays out a room. Reads {"room": <plan>, "brief":
 * <brief>} on stdin and prints one JSON object, {"items", "dropped", "total", "rules"}, on
 * stdout. Input it cannot use ends with exit code 1, one line on stderr and nothing on stdout.
 */
import { CATALOGUE } from '../src/content/catalogue.ts';
import { LayoutInputError, layoutRoom } from '../src/lib/layout/engine.ts';
import { parseLayoutInput } from '../src/lib/layout/input.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

function refuse(message: string, code = 1): void {
  process.stderr.write(`layout: ${message.replace(/\s+/g, ' ').trim()}\n`);
  process.exitCode = code;
}

async function main(): Promise<void> {
  const input = parseLayoutInput(await readStdin());
  if (!input.ok) {
    refuse(input.error);
    return;
  }
  try {
    const result = layoutRoom(input.plan, input.brief, CATALOGUE);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } catch (error) {
    if (error instanceof LayoutInputError) refuse(error.message);
    else refuse(`internal error: ${error instanceof Error ? error.message : String(error)}`, 2);
  }
}

await main();
