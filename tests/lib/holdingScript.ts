import { readFileSync } from 'node:fs';
import { shipInlineScript } from '../../build/inline-scripts.ts';

const source = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('index.html', 'utf8'))?.[1];
if (!source) throw new Error('index.html has no inline script');

/** index.html's first inline script as the build ships it: the gate check, held input, early offline notice. */
export const HOLDING_SCRIPT = shipInlineScript(source);

export function runHoldingScript(): void {
  new Function(HOLDING_SCRIPT)();
}
