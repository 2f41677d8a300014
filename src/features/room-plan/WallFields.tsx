import { TriangleAlert } from 'lucide-react';
import { roundLength } from '../../lib/room/editing.ts';
import type { UnitSystem } from '../../lib/room/units.ts';
import { issuesFor, type PlanIssue } from '../../lib/room/validation.ts';
import { EditorCard } from './EditorCard.tsx';
import { LengthField } from './LengthField.tsx';

export interface WallFieldsProps {
  titleId: string;
  wallLengths: readonly number[];
  units: UnitSystem;
  issues: readonly PlanIssue[];
  selectedWall: number | null;
  /** Counts the plans opened, so another plan's fields start from its values. */
  opened: number;
  /** Hands over each wall's input, so a tap on the plan's wall can focus it. */
  onWallInput: (wall: number, input: HTMLInputElement | null) => void;
  onFocusWall: (wall: number) => void;
  onLengthChange: (wall: number, length: number) => void;
}

/** "Walls": a length field for each wall, numbered round the room as on the plan. */
export function WallFields({
  titleId,
  wallLengths,
  units,
  issues,
  selectedWall,
  opened,
  onWallInput,
  onFocusWall,
  onLengthChange,
}: WallFieldsProps) {
  return (
    <EditorCard titleId={titleId} title="Walls">
      <p className="room-plan__hint">
        Numbered round the room as on the plan. Type each length; a rectangle keeps its right angles
        as you go.
      </p>
      {issuesFor(issues, { kind: 'outline' }).map((issue) => (
        <p key={issue.code} className="field__error">
          <TriangleAlert aria-hidden="true" />
          <span>{issue.message}</span>
        </p>
      ))}
      <div className="room-plan__walls">
        {wallLengths.map((length, index) => (
          <LengthField
            key={`${opened}-wall-${index}`}
            id={`wall-${index}-length`}
            label={`Wall ${index + 1}`}
            value={roundLength(length)}
            system={units}
            inputRef={(element) => onWallInput(index, element)}
            onFocus={() => onFocusWall(index)}
            onChange={(cm) => onLengthChange(index, cm)}
            error={
              issuesFor(issues, { kind: 'wall', index })
                .map((issue) => issue.message)
                .join(' ') || null
            }
            className={selectedWall === index ? 'is-selected' : ''}
          />
        ))}
      </div>
    </EditorCard>
  );
}
