import { internalError, printed, refused, type CliAnswer } from '../../cliAnswer.ts';
import { importScan } from './importScan.ts';

const TOOL = 'import-scan';

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

/**
 * `npm run import-scan`'s answer to a room scan read on stdin (Apple RoomPlan's CapturedRoom
 * JSON, or the USDZ it exports): one room prints its plan; a scan of several rooms or stories
 * prints a list of `{ "room", "label", "plan" }`, and `--room N` (from 1) that room's plan alone.
 */
export async function importScanCli(
  input: Uint8Array,
  args: readonly string[],
): Promise<CliAnswer> {
  const pick = roomArgument(args);
  if (typeof pick === 'string') return refused(TOOL, pick);
  try {
    const result = await importScan(input);
    if (!result.ok) return refused(TOOL, result.message);
    const { rooms } = result;
    if (pick !== null) {
      const room = rooms[pick - 1];
      if (!room) {
        const has = rooms.length === 1 ? 'one room' : `rooms 1 to ${rooms.length}`;
        return refused(TOOL, `The scan has no room ${pick}: it has ${has}.`);
      }
      return printed(room.plan);
    }
    return printed(
      rooms.length === 1
        ? rooms[0]?.plan
        : rooms.map((room, index) => ({ room: index + 1, label: room.label, plan: room.plan })),
    );
  } catch (error) {
    return internalError(TOOL, error);
  }
}
