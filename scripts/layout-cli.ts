/**
 * `npm run --silent layout < input.json`: lays out a room. Reads {"room": <plan>, "brief":
 * <brief>} on stdin and prints one JSON object, {"items", "dropped", "total", "rules"}, on
 * stdout. Input it cannot use ends with exit code 1, one line on stderr and nothing on stdout.
 */
import { CATALOGUE } from '../src/content/catalogue.ts';
import { layoutCli } from '../src/lib/layout/cli.ts';
import { runCli } from './cliMain.ts';

await runCli((stdin) => layoutCli(new TextDecoder().decode(stdin), CATALOGUE));
