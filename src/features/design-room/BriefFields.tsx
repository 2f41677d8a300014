import type { Ref } from 'react';
import { SelectField, TextField } from '../../ui/FormField.tsx';
import { ROOM_TYPE_OPTIONS, STYLE_OPTIONS, isRoomType, isStyle } from './briefForm.ts';
import type { FurnitureStyle, RoomType } from '../../lib/catalogue/furniture.ts';

export interface BriefDraft {
  readonly roomType: RoomType;
  readonly style: FurnitureStyle;
  /** As typed; checked by readBudget. */
  readonly budget: string;
}

interface BriefFieldsProps {
  draft: BriefDraft;
  onChange: (draft: BriefDraft) => void;
  budgetError: string | null;
  onBudgetBlur: () => void;
  budgetRef?: Ref<HTMLInputElement>;
}

/** Room type, style and budget: what "Design my room" designs for. */
export function BriefFields({
  draft,
  onChange,
  budgetError,
  onBudgetBlur,
  budgetRef,
}: BriefFieldsProps) {
  return (
    <div className="design-room__fields">
      <SelectField
        label="Room type"
        required
        options={ROOM_TYPE_OPTIONS}
        placeholder="Choose a room type"
        value={draft.roomType}
        onChange={(event) => {
          const value = event.target.value;
          if (isRoomType(value)) onChange({ ...draft, roomType: value });
        }}
      />
      <SelectField
        label="Style"
        required
        options={STYLE_OPTIONS}
        placeholder="Choose a style"
        value={draft.style}
        onChange={(event) => {
          const value = event.target.value;
          if (isStyle(value)) onChange({ ...draft, style: value });
        }}
      />
      <TextField
        label="Budget in US dollars"
        required
        hint="At least $100. The pieces chosen never cost more in total."
        error={budgetError}
        inputMode="numeric"
        autoComplete="off"
        name="budget"
        ref={budgetRef}
        value={draft.budget}
        onChange={(event) => onChange({ ...draft, budget: event.target.value })}
        onBlur={onBudgetBlur}
      />
    </div>
  );
}
