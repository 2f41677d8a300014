import { useId } from 'react';
import { Ruler } from 'lucide-react';
import { Link } from 'wouter';
import { MEASURE_ROOM_PATH } from '../room-plan/index.ts';
import { BLANK_ROOM } from './roomChoice.ts';
import './RoomPicker.css';

export interface RoomPickerProps {
  /** The device's plans, last edited first. */
  plans: readonly { readonly id: string; readonly name: string }[];
  /** A plan's id, or BLANK_ROOM. */
  value: string;
  onChange: (value: string) => void;
  /** In the workspace's bar: the select alone, its label kept for screen readers. */
  compact?: boolean;
}

/** The room the canvas shows: one of the measured rooms, or the blank floor plan. */
export function RoomPicker({ plans, value, onChange, compact = false }: RoomPickerProps) {
  const id = useId();
  return (
    <div className={`room-picker${compact ? ' room-picker--compact' : ''}`}>
      {plans.length > 0 ? (
        <div className="room-picker__field">
          <label htmlFor={id} className={compact ? 'visually-hidden' : 'room-picker__label'}>
            Room
          </label>
          <select
            id={id}
            className="room-picker__select"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
            <option value={BLANK_ROOM}>Blank floor plan</option>
          </select>
        </div>
      ) : null}
      {compact ? null : (
        <Link href={MEASURE_ROOM_PATH} className="room-picker__measure">
          <Ruler aria-hidden="true" />
          <span>Measure a room</span>
        </Link>
      )}
    </div>
  );
}
