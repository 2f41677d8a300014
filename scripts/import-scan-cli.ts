/**
 * `npm run --silent import-scan < scan.json` (or `< scan.usdz`): a room scan from Apple RoomPlan
 * (its CapturedRoom JSON, or the USDZ it exports) to room plans. One room prints its plan; a
 * scan of several rooms or stories prints a list of `{ "room", "label", "plan" }`, and
 * `-- --room N` (from 1) prints that room's plan alone. A file it cannot use ends with exit
 * code 1, one line on stderr and nothing on stdout.
 */
import { importScanCli } from '../src/lib/room/capture/importScanCli.ts';
import { runCli } from './cliMain.ts';

await runCli(importScanCli);
