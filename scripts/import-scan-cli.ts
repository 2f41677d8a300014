/**
 * `npm run --silent import-scan < scan.json` (or `< scan.usdz`): a room scan from Apple RoomPlan
 * (its CapturedRoom JSON, or the USDZ it exports) to room plans. One room prints its plan; a
 * scan of several rooms or stories prints a list of `{ "room", "label", "plan" }`, and
 * `-- --room N` (from 1) prints that room's plan alone. A file it cannot use ends with exit
 * code 1, one line on stderr and nothing on stdout.
 */
import { importScan } from '../src/lib/room/capture/importScan.ts';

async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

function refuse(message: string, code = 1): void {
  process.stderr.write(`import-scan: ${message.replace(/\s+/g, ' ').trim()}\n`);
  process.exitCode = code;
}

/** The room `--room N` asks for (from 1), null for every room, or a message. */
function roomArgument(args: readonly string[]): number | null | string {
  const at = args.findIndex((arg) => arg === '--room' || arg.startsWith('--room='));
  const unknown = args.find((arg, i) => i !== at && i !== at + 1 && arg.startsWith('-'));
  if (unknown) return `unknown option ${unknown}; the one option is --room N.`;
  if (at < 0) return null;
  const raw = args[at]?.includes('=') ? args[at]?.split('=')[1] : args[at + 1];
  return raw && /^\d+$/.test(raw) && Number(raw) >= 1
    ? Number(raw)
    : '--room needs a room number from 1.';
}

async function main(): Promise<void> {
  const pick = roomArgument(process.argv.slice(2));
  if (typeof pick === 'string') {
    refuse(pick);
    return;
  }
  try {
    const result = await importScan(await readStdin());
    if (!result.ok) {
      refuse(result.message);
      return;
    }
    const { rooms } = result;
    if (pick !== null) {
      const room = rooms[pick - 1];
      if (!room) {
        refuse(
          `The scan has no room ${pick}: it has ${rooms.length === 1 ? 'one room' : `rooms 1 to ${rooms.length}`}.`,
        );
        return;
      }
      process.stdout.write(`${JSON.stringify(room.plan)}\n`);
      return;
    }
    const output =
      rooms.length === 1
        ? rooms[0]?.plan
        : rooms.map((room, index) => ({ room: index + 1, label: room.label, plan: room.plan }));
    process.stdout.write(`${JSON.stringify(output)}\n`);
  } catch (error) {
    refuse(`internal error: ${error instanceof Error ? error.message : String(error)}`, 2);
  }
}

await main();
