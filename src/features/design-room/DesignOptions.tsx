import { Suspense } from 'react';
import { CircleAlert } from 'lucide-react';
import { formatPrice } from '../../lib/format.ts';
import type { LayoutItem } from '../../lib/layout/types.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import type { UnitSystem } from '../../lib/room/units.ts';
import { Button } from '../../ui/Button.tsx';
import { LazyPlanThumbnail } from '../room-plan/index.ts';
import { droppedLine, optionName, pieceCount, sameLayout } from './designChoice.ts';
import type { DesignOption } from './layoutClient.ts';

interface DesignOptionsProps {
  plan: RoomPlan;
  /** The unit the room was measured in, for the figures in the reasons. */
  system: UnitSystem;
  options: readonly DesignOption[];
  budget: number;
  onUse: (option: DesignOption) => void;
}

/** The thumbnail draws pieces; an alternative's items are not pieces yet, so they get stand-in ids. */
const previewPieces = (items: readonly LayoutItem[]): PlacedPiece[] =>
  items.map((item, index) => ({
    id: `preview-${index}`,
    productId: item.productId,
    x: item.x,
    y: item.y,
    rotation: item.rotation,
    locked: false,
  }));

function rulesLine(rules: Readonly<Record<string, boolean>>): string {
  const all = Object.values(rules);
  const kept = all.filter(Boolean).length;
  return `Keeps ${kept} of ${all.length} design guidelines`;
}

/** The alternatives side by side (stacked on phones), each with its plan, total and gaps. */
export function DesignOptions({ plan, system, options, budget, onUse }: DesignOptionsProps) {
  if (options.every((option) => option.result.items.length === 0)) {
    const reasons = options[0]?.result.dropped ?? [];
    return (
      <div className="design-room__nothing" role="alert">
        <p className="design-room__nothing-title">Nothing could be placed in this room.</p>
        <p>
          No piece of this style and budget fits clear of the doors and walkways. Try a bigger
          budget, another style, or unlock pieces that take up the floor.
        </p>
        {reasons.length > 0 ? (
          <ul className="design-room__dropped">
            {reasons.map((drop) => (
              <li key={drop.what}>{droppedLine(drop, system)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }

  return (
    <ul className="design-room__options" aria-label={`${options.length} designs for your room`}>
      {options.map((option, index) => {
        const { result, essentialsMissing } = option;
        const name = optionName(index, result.items.length, result.total);
        const headingId = `design-option-${index}`;
        const twin = options
          .slice(0, index)
          .findIndex((other) => sameLayout(other.result.items, result.items));
        return (
          <li key={index} className="design-room__option">
            <article aria-labelledby={headingId} className="design-room__card">
              <h3 id={headingId} className="design-room__option-title">
                Option {index + 1}
              </h3>
              <Suspense fallback={<div className="design-room__thumbnail" />}>
                <LazyPlanThumbnail
                  className="design-room__thumbnail"
                  plan={plan}
                  system={system}
                  pieces={previewPieces(result.items)}
                  label={`Plan of option ${index + 1} with ${pieceCount(result.items.length)}`}
                />
              </Suspense>
              <p className="design-room__stats">
                <strong>{formatPrice(result.total)}</strong>
                <span>
                  {pieceCount(result.items.length)} · {formatPrice(budget)} budget
                </span>
              </p>
              <p className="design-room__rules">{rulesLine(result.rules)}</p>
              {twin >= 0 ? (
                <p className="design-room__twin">The same layout as option {twin + 1}.</p>
              ) : null}
              {essentialsMissing.length > 0 ? (
                <p className="design-room__warning">
                  <CircleAlert aria-hidden="true" />
                  <span>
                    Missing what the room needs most: {essentialsMissing.join(', ').toLowerCase()}.
                  </span>
                </p>
              ) : null}
              {result.dropped.length > 0 ? (
                <details className="design-room__gaps">
                  <summary>
                    {result.dropped.length} {result.dropped.length === 1 ? 'piece' : 'pieces'} left
                    out
                  </summary>
                  <ul className="design-room__dropped">
                    {result.dropped.map((drop) => (
                      <li key={drop.what}>{droppedLine(drop, system)}</li>
                    ))}
                  </ul>
                </details>
              ) : (
                <p className="design-room__complete">Everything the room calls for is in.</p>
              )}
              <Button
                className="design-room__use"
                block
                variant="primary"
                disabled={result.items.length === 0}
                aria-label={`Use this design: ${name}`}
                onClick={() => onUse(option)}
              >
                Use this design
              </Button>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
