import { internalError, printed, refused, type CliAnswer } from '../cliAnswer.ts';
import type { FurnitureProduct } from '../catalogue/furniture.ts';
import { LayoutInputError, layoutRoom } from './engine.ts';
import { parseLayoutInput } from './input.ts';

const TOOL = 'layout';

/**
 * `npm run layout`'s answer to what it read on stdin ({"room": <plan>, "brief": <brief>}): one
 * JSON object, {"items", "dropped", "total", "rules"}, or a one-line refusal.
 */
export function layoutCli(input: string, catalogue: readonly FurnitureProduct[]): CliAnswer {
  const parsed = parseLayoutInput(input);
  if (!parsed.ok) return refused(TOOL, parsed.error);
  try {
    return printed(layoutRoom(parsed.plan, parsed.brief, catalogue));
  } catch (error) {
    return error instanceof LayoutInputError
      ? refused(TOOL, error.message)
      : internalError(TOOL, error);
  }
}
