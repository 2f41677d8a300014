/**
 * The layout checker's findings in the user's words ("Sofa Oslo blocks the door on wall 1"),
 * each with the pieces it concerns, so the plan outlines them and the list names them. Its
 * figures come from the checker's `detail` (centimetres), written in the room's unit.
 */
import { findFurniture } from '../../content/catalogue.ts';
import { checkLayout, type Violation } from '../../lib/layout/checker.ts';
import { piecesToItems } from '../../lib/catalogue/placedPieces.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import { formatLength, type UnitSystem } from '../../lib/room/units.ts';
import { formatPrice } from '../../lib/format.ts';
import { pieceLabels } from './pieceNames.ts';

export interface LayoutWarning {
  /** Stable while the same problem stands, for list keys. */
  readonly key: string;
  readonly text: string;
  readonly pieceIds: readonly string[];
}

function doorName(plan: RoomPlan, doorIndex: number): string {
  const door = plan.doors[doorIndex];
  if (!door) return 'a door';
  const onWall = plan.doors.filter((other) => other.wall === door.wall).length;
  return onWall > 1
    ? `door ${doorIndex + 1} on wall ${door.wall + 1}`
    : `the door on wall ${door.wall + 1}`;
}

function describe(
  plan: RoomPlan,
  violation: Violation,
  names: readonly string[],
  budget: number,
  system: UnitSystem,
): string {
  const [first = 'A piece', second = 'another piece'] = names;
  const { detail } = violation;
  const length = (cm: number) => formatLength(cm, system);
  switch (detail.kind) {
    case 'overlap':
      return `${first} overlaps ${second}`;
    case 'outside':
      return `${first} goes past the walls`;
    case 'doorFront':
      return `${first} blocks ${doorName(plan, violation.doors[0] ?? -1)}: keep ${length(detail.clear)} in front of it clear`;
    case 'doorSwing':
      return `${first} is in the way of ${doorName(plan, violation.doors[0] ?? -1)} as it opens`;
    case 'acrossOpening':
      return `${first} hangs across a door or window`;
    case 'offWall':
      return `${first} should hang flat against a wall`;
    case 'walkway': {
      const way = `: keep a way ${length(detail.width)} wide`;
      if (plan.doors.length <= 2) return `Not enough room to walk between the doors${way}`;
      const [a = -1, b = -1] = violation.doors;
      return `Not enough room to walk between ${doorName(plan, a)} and ${doorName(plan, b)}${way}`;
    }
    case 'zoneOutside':
      return `There is no room in front of ${first} to use it`;
    case 'noPath':
      return `${first} cannot be reached: leave a path ${length(detail.width)} wide to it`;
    case 'overBudget':
    case 'wrongTotal':
      return `The pieces cost more than your budget of ${formatPrice(budget, 'USD')}`;
  }
}

/** What is wrong with the pieces on the plan right now, in plain words; empty when nothing. */
export function layoutWarnings(
  plan: RoomPlan,
  pieces: readonly PlacedPiece[],
  budget: number = Infinity,
  system: UnitSystem = 'metric',
): LayoutWarning[] {
  // The checker numbers the items it was given: the pieces whose product is known.
  const known = pieces.filter((piece) => findFurniture(piece.productId));
  const labels = pieceLabels(known);
  const report = checkLayout(plan, { items: piecesToItems(known), budget });
  const seen = new Set<string>();
  const warnings: LayoutWarning[] = [];
  for (const violation of report.violations) {
    const concerned = violation.items.flatMap((index) => {
      const piece = known[index];
      return piece ? [piece] : [];
    });
    const text = describe(
      plan,
      violation,
      concerned.map((piece) => labels.get(piece.id) ?? 'A piece'),
      budget,
      system,
    );
    if (seen.has(text)) continue;
    seen.add(text);
    warnings.push({ key: text, text, pieceIds: concerned.map((piece) => piece.id) });
  }
  return warnings;
}
