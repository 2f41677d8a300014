import { Plus } from 'lucide-react';
import type { OpeningKind } from '../../lib/room/editing.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import type { UnitSystem } from '../../lib/room/units.ts';
import type { PlanIssue } from '../../lib/room/validation.ts';
import { Button } from '../../ui/Button.tsx';
import { EditorCard } from './EditorCard.tsx';
import { OpeningFields } from './OpeningFields.tsx';
import type { PlanEdit } from './roomPlanEditorState.ts';

const WORDS: Readonly<
  Record<OpeningKind, { title: string; hint?: string; none: string; add: string }>
> = {
  door: {
    title: 'Doors',
    hint: 'A position is measured along the wall from its start: the dot on the plan when the wall is selected. Walls run clockwise.',
    none: 'No doors yet.',
    add: 'Add a door',
  },
  window: { title: 'Windows', none: 'No windows yet.', add: 'Add a window' },
};

export interface OpeningListProps {
  kind: OpeningKind;
  titleId: string;
  plan: RoomPlan;
  wallLengths: readonly number[];
  units: UnitSystem;
  issues: readonly PlanIssue[];
  /** Counts the plans opened, so another plan's fields start from its values. */
  opened: number;
  onEdit: (edit: PlanEdit) => void;
  onFocusWall: (wall: number) => void;
}

/** The doors (or the windows) of the plan, each with its fields, and a button to add one. */
export function OpeningList({
  kind,
  titleId,
  plan,
  wallLengths,
  units,
  issues,
  opened,
  onEdit,
  onFocusWall,
}: OpeningListProps) {
  const words = WORDS[kind];
  const openings = kind === 'door' ? plan.doors : plan.windows;
  return (
    <EditorCard titleId={titleId} title={words.title}>
      {words.hint ? <p className="room-plan__hint">{words.hint}</p> : null}
      {openings.length === 0 ? <p className="room-plan__hint">{words.none}</p> : null}
      {openings.map((opening, index) => (
        <OpeningFields
          key={`${opened}-${kind}-${index}-${openings.length}`}
          kind={kind}
          index={index}
          opening={opening}
          wallLengths={wallLengths}
          system={units}
          issues={issues}
          onChange={(change) => onEdit({ type: 'change-opening', kind, index, change })}
          onRemove={() => onEdit({ type: 'remove-opening', kind, index })}
          onFocusWall={onFocusWall}
        />
      ))}
      <Button
        variant="secondary"
        icon={<Plus aria-hidden="true" />}
        onClick={() => onEdit({ type: 'add-opening', kind })}
      >
        {words.add}
      </Button>
    </EditorCard>
  );
}
