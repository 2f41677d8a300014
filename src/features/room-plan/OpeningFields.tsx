import { ChevronDown, CircleAlert, DoorOpen, AppWindow, Trash2 } from 'lucide-react';
import type { OpeningKind } from '../../lib/room/editing.ts';
import type { Opening } from '../../lib/room/geometry.ts';
import type { Door, DoorHinge, DoorSwing, RoomWindow } from '../../lib/room/plan.ts';
import { formatLength, type UnitSystem } from '../../lib/room/units.ts';
import { issuesFor, type PlanIssue, type PlanIssueCode } from '../../lib/room/validation.ts';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';
import { LengthField } from './LengthField.tsx';

/** Which field of an opening each rule's message belongs beside. */
const FIELD_OF: Partial<Record<PlanIssueCode, 'wall' | 'offset' | 'width' | 'sill'>> = {
  'no-such-wall': 'wall',
  'opening-no-width': 'width',
  'opening-too-wide': 'width',
  'opening-before-start': 'offset',
  'opening-past-end': 'offset',
  'openings-overlap': 'offset',
  'sill-below-floor': 'sill',
  'sill-too-high': 'sill',
};

export interface OpeningFieldsProps {
  kind: OpeningKind;
  index: number;
  opening: Opening;
  wallLengths: readonly number[];
  system: UnitSystem;
  issues: readonly PlanIssue[];
  onChange: (change: Partial<Door> & Partial<RoomWindow>) => void;
  onRemove: () => void;
  onFocusWall: (wall: number) => void;
}

/** One door's or window's fields: its wall, where along it, how wide, and how it opens. */
export function OpeningFields({
  kind,
  index,
  opening,
  wallLengths,
  system,
  issues,
  onChange,
  onRemove,
  onFocusWall,
}: OpeningFieldsProps) {
  const name = `${kind === 'door' ? 'Door' : 'Window'} ${index + 1}`;
  const id = `${kind}-${index}`;
  const mine = issuesFor(issues, { kind, index });
  const errorFor = (field: 'wall' | 'offset' | 'width' | 'sill') =>
    mine.find((issue) => FIELD_OF[issue.code] === field)?.message ?? null;
  const wallError = errorFor('wall');
  const wallExists = opening.wall < wallLengths.length;
  const focusWall = () => onFocusWall(opening.wall);

  return (
    <div className={`opening-card${mine.length ? ' has-issue' : ''}`}>
      <fieldset className="opening-card__set">
        <legend className="opening-card__legend">
          <span className={`opening-card__icon opening-card__icon--${kind}`} aria-hidden="true">
            {kind === 'door' ? <DoorOpen /> : <AppWindow />}
          </span>
          {name}
        </legend>

        <div className="opening-card__fields">
          <div className={`field opening-card__wall${wallError ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-wall`}>
              Wall
            </label>
            <div className="field__control">
              <select
                id={`${id}-wall`}
                className="field__input field__input--select"
                value={wallExists ? String(opening.wall) : ''}
                onChange={(event) => {
                  if (event.target.value !== '') onChange({ wall: Number(event.target.value) });
                }}
                onFocus={focusWall}
                aria-invalid={wallError ? true : undefined}
                aria-describedby={wallError ? `${id}-wall-error` : undefined}
              >
                {wallExists ? null : <option value="">Wall {opening.wall + 1} (gone)</option>}
                {wallLengths.map((length, wall) => (
                  <option key={wall} value={wall}>
                    Wall {wall + 1} ({formatLength(length, system)})
                  </option>
                ))}
              </select>
              <ChevronDown className="field__select-icon" aria-hidden="true" />
            </div>
            {wallError ? (
              <p id={`${id}-wall-error`} className="field__error">
                <CircleAlert aria-hidden="true" />
                <span>{wallError}</span>
              </p>
            ) : null}
          </div>

          <LengthField
            id={`${id}-offset`}
            label="Position"
            labelDetail="from the wall's start"
            value={opening.offset}
            system={system}
            allowZero
            onChange={(offset) => onChange({ offset })}
            onFocus={focusWall}
            error={errorFor('offset')}
          />
          <LengthField
            id={`${id}-width`}
            label="Width"
            value={opening.width}
            system={system}
            onChange={(width) => onChange({ width })}
            onFocus={focusWall}
            error={errorFor('width')}
          />

          {'sill' in opening ? (
            <LengthField
              id={`${id}-sill`}
              label="Sill height"
              value={opening.sill}
              system={system}
              allowZero
              onChange={(sill) => onChange({ sill })}
              onFocus={focusWall}
              error={errorFor('sill')}
            />
          ) : null}

          {'swing' in opening ? (
            <>
              <div className="opening-card__choice">
                <span className="field__label">Opens</span>
                <SegmentedControl<DoorSwing>
                  label={`${name} opens`}
                  value={opening.swing}
                  onValueChange={(swing) => onChange({ swing })}
                  options={[
                    { value: 'in', label: 'Into the room' },
                    { value: 'out', label: 'Outwards' },
                  ]}
                />
              </div>
              <div className="opening-card__choice">
                <span className="field__label">Hinge side</span>
                <SegmentedControl<DoorHinge>
                  label={`${name} hinge side`}
                  value={opening.hinge}
                  onValueChange={(hinge) => onChange({ hinge })}
                  options={[
                    { value: 'start', label: 'Nearer the start' },
                    { value: 'end', label: 'Nearer the end' },
                  ]}
                />
              </div>
            </>
          ) : null}
        </div>
      </fieldset>
      <button
        type="button"
        className="icon-button opening-card__remove"
        onClick={onRemove}
        aria-label={`Remove ${name.toLowerCase()}`}
      >
        <Trash2 aria-hidden="true" />
      </button>
    </div>
  );
}
