import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { itemCountLabel } from './canvasRules.ts';

interface SaveRoomDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemCount: number;
  defaultName: string;
  onSave: (name: string) => Promise<void>;
}

export const ROOM_NAME_REQUIRED = 'Please enter a name for your room.';

/** Asks for the room's name, then saves the room (items, places, date) on this device. */
export function SaveRoomDialog({
  open,
  onOpenChange,
  itemCount,
  defaultName,
  onSave,
}: SaveRoomDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save My Room"
      description={
        itemCount === 0
          ? 'Place at least one piece of furniture first: an empty room has nothing to keep.'
          : `${itemCountLabel(itemCount)} and their places are saved on this device.`
      }
      variant="center"
    >
      {/* Remounted on each opening so the proposed name is fresh. */}
      {open ? (
        <SaveRoomForm
          itemCount={itemCount}
          defaultName={defaultName}
          onSave={onSave}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function SaveRoomForm({
  itemCount,
  defaultName,
  onSave,
  onCancel,
}: Omit<SaveRoomDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (name.trim() === '') {
      setError(ROOM_NAME_REQUIRED);
      document.getElementById(inputId)?.focus();
      return;
    }
    setSaving(true);
    onSave(name.trim()).finally(() => setSaving(false));
  };

  return (
    <form className="save-room" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          Room name
        </label>
        <input
          id={inputId}
          className="field__input"
          value={name}
          maxLength={60}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError('');
          }}
        />
        {error ? (
          <p id={errorId} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="save-room__actions">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={itemCount === 0 || saving}>
          {saving ? 'Saving...' : 'Save Room'}
        </Button>
      </div>
    </form>
  );
}
