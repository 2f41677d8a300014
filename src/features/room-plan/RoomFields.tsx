import type { UnitSystem } from '../../lib/room/units.ts';
import { TextField } from '../../ui/FormField.tsx';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';
import { EditorCard } from './EditorCard.tsx';
import { LengthField } from './LengthField.tsx';

export interface RoomFieldsProps {
  titleId: string;
  name: string;
  units: UnitSystem;
  /** The ceiling height in centimetres, and what the plan's rules say of it. */
  height: number;
  heightError: string | null;
  onRename: (name: string) => void;
  onUnitsChange: (units: UnitSystem) => void;
  onHeightChange: (height: number) => void;
}

/** "Room": its name, the unit it is measured in, and its ceiling. */
export function RoomFields({
  titleId,
  name,
  units,
  height,
  heightError,
  onRename,
  onUnitsChange,
  onHeightChange,
}: RoomFieldsProps) {
  return (
    <EditorCard titleId={titleId} title="Room">
      <TextField
        label="Room name"
        value={name}
        maxLength={60}
        autoComplete="off"
        onChange={(event) => onRename(event.target.value)}
      />
      <div className="room-plan__units">
        <span className="field__label">Measure in</span>
        <SegmentedControl<UnitSystem>
          label="Measure in"
          value={units}
          onValueChange={onUnitsChange}
          options={[
            { value: 'metric', label: 'cm' },
            { value: 'imperial', label: 'ft & in' },
          ]}
        />
      </div>
      <LengthField
        id="room-height"
        label="Ceiling height"
        value={height}
        system={units}
        onChange={onHeightChange}
        error={heightError}
      />
    </EditorCard>
  );
}
