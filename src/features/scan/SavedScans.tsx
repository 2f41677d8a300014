import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Box, Pencil } from 'lucide-react';
import type { PhotoRecord, ScanRecord } from '../../lib/deviceRecords.ts';
import { Button } from '../../ui/Button.tsx';
import '../../ui/Field.css';
import { SCAN_NAME_MAX_LENGTH, checkScanName, formatScanDate } from './scanRules.ts';
import { framesCountText } from './cameraScanCopy.ts';
import { useFramesByScan } from './scanFrameStore.ts';
import { renameScan, useLatestScans, useScanCount } from './scanStore.ts';
import { useFrameUrls } from './useFrameUrls.ts';

/** The latest scans kept on this device, each with a name the user may change. */
export function SavedScans() {
  const scans = useLatestScans();
  const total = useScanCount();
  const framesByScan = useFramesByScan();
  const headingId = useId();

  return (
    <section className="saved-scans" aria-labelledby={headingId}>
      <div className="saved-scans__header">
        <h2 id={headingId} className="saved-scans__title">
          Your saved scans
        </h2>
        {scans && total !== undefined && total > scans.length ? (
          <p className="saved-scans__count">
            The latest {scans.length} of {total}
          </p>
        ) : null}
      </div>
      {scans === undefined ? (
        <p className="saved-scans__empty">Loading your scans...</p>
      ) : scans.length === 0 ? (
        <p className="saved-scans__empty">
          No scans yet. Every scan you complete is kept here on this device, even offline.
        </p>
      ) : (
        <ul className="saved-scans__list">
          {scans.map((scan) => (
            <SavedScanItem key={scan.id} scan={scan} frames={framesByScan?.get(scan.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedScanItem({
  scan,
  frames,
}: {
  scan: ScanRecord;
  /** The photos of a camera scan; none for a scan made without the camera. */
  frames: readonly PhotoRecord[] | undefined;
}) {
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Focus returns to "Rename" when the form closes, so keyboard users keep their place.
  useLayoutEffect(() => {
    if (!editing && wasEditing.current) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <li className="saved-scans__item">
      {frames && frames.length > 0 ? (
        <FirstFrame frame={frames[0]} />
      ) : (
        <span className="saved-scans__icon" aria-hidden="true">
          <Box />
        </span>
      )}
      {editing ? (
        <RenameForm scan={scan} onDone={() => setEditing(false)} />
      ) : (
        <>
          <div className="saved-scans__text">
            <p className="saved-scans__name">{scan.name}</p>
            <p className="saved-scans__date">
              Scanned <time dateTime={scan.completedAt}>{formatScanDate(scan.completedAt)}</time>
              {frames && frames.length > 0 ? ` · ${framesCountText(frames.length)}` : null}
            </p>
          </div>
          <button
            ref={renameButton}
            type="button"
            className="saved-scans__rename"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            <span>
              Rename <span className="visually-hidden">{scan.name}</span>
            </span>
          </button>
        </>
      )}
    </li>
  );
}

/** A camera scan's first photo in place of the scan icon (decorative: the name says which). */
function FirstFrame({ frame }: { frame: PhotoRecord | undefined }) {
  const shown = useMemo(() => (frame ? [frame] : []), [frame]);
  const urls = useFrameUrls(shown);
  const url = frame ? urls.get(frame.id) : undefined;
  return (
    <span className="saved-scans__icon saved-scans__icon--photo" aria-hidden="true">
      {url ? <img src={url} alt="" width={frame?.width} height={frame?.height} /> : <Box />}
    </span>
  );
}

function RenameForm({ scan, onDone }: { scan: ScanRecord; onDone: () => void }) {
  const [value, setValue] = useState(scan.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), error: useId() };

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkScanName(value);
    if (!checked.ok) {
      setError(checked.message);
      input.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await renameScan(scan.id, checked.name);
      onDone();
    } catch (failure: unknown) {
      console.error('Could not rename the scan', failure);
      setError("We couldn't save the new name on this device. Please try again.");
      setSaving(false);
    }
  };

  return (
    <form className="saved-scans__form" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={ids.input} className="field__label">
        Room name
      </label>
      <input
        ref={input}
        id={ids.input}
        className="field__input"
        value={value}
        maxLength={SCAN_NAME_MAX_LENGTH}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
      />
      {error ? (
        <p id={ids.error} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="saved-scans__form-actions">
        <Button type="submit" disabled={saving}>
          Save
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
