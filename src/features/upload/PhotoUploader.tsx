import { useId, useMemo, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { CircleAlert, ImagePlus, LoaderCircle, Sparkles, Trash2, X } from 'lucide-react';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { MeasureRoomLink } from '../room-plan/index.ts';
import { processLabel, selectionTitle } from './photoRules.ts';
import { UPLOAD_STAGES, isComplete } from './processingStages.ts';
import { MEASURE_NEXT_TEXT, PICKER_HINT } from './uploadContent.ts';
import type { PhotoSelection } from './usePhotoSelection.ts';
import { useProcessing } from './useProcessing.ts';

/** What the picker offers; the checks after it decide by the bytes, not by this list. */
const ACCEPT = 'image/*,.heic,.heif';

/** Manual upload (spec 02 sections 2 and 4): drop or browse, previews, then "Process". */
export function PhotoUploader({ selection }: { selection: PhotoSelection }) {
  const { photos, previews, adding, turnedAway } = selection;
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const browse = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const processing = useProcessing();
  const ids = { input: useId(), hint: useId(), title: useId() };
  const running = processing.state.status === 'running';
  const stage =
    processing.state.status === 'running' ? UPLOAD_STAGES[processing.state.stage] : undefined;
  const count = photos?.length ?? 0;
  // The photos of the last completed run that are still in the selection.
  const processedIds = useMemo(() => {
    if (!processing.processed || !photos) return [];
    const kept = new Set(photos.map((photo) => photo.id));
    return processing.processed.filter((id) => kept.has(id));
  }, [processing.processed, photos]);

  const take = (files: FileList | null) => {
    if (files && files.length > 0) void selection.add([...files]);
  };

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    take(event.dataTransfer.files);
  };

  // After a removal, focus moves to the next photo's remove button (or back to "Browse").
  const removeAt = (index: number, id: string) => {
    void selection.remove(id).then(() => {
      requestAnimationFrame(() => {
        const buttons = grid.current?.querySelectorAll<HTMLButtonElement>('.photo-grid__remove');
        const next = buttons?.[Math.min(index, buttons.length - 1)];
        (next ?? browse.current)?.focus();
      });
    });
  };

  return (
    <div className="uploader">
      <div
        className={`uploader__drop${dragging ? ' uploader__drop--active' : ''}`}
        onDragEnter={onDragEnter}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) event.preventDefault();
        }}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-dragging={dragging ? 'true' : undefined}
      >
        <ImagePlus className="uploader__drop-icon" aria-hidden="true" />
        <p className="uploader__drop-title">
          {dragging ? 'Drop your photos here' : 'Drag and drop your room photos here'}
        </p>
        <p id={ids.hint} className="uploader__hint">
          {PICKER_HINT}
        </p>
        <label htmlFor={ids.input} className="visually-hidden">
          Choose room photos
        </label>
        <input
          ref={input}
          id={ids.input}
          type="file"
          accept={ACCEPT}
          multiple
          className="visually-hidden"
          tabIndex={-1}
          aria-describedby={ids.hint}
          onChange={(event) => {
            take(event.target.files);
            // The same file picked again must still fire a change.
            event.target.value = '';
          }}
        />
        <button
          ref={browse}
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => input.current?.click()}
          aria-describedby={ids.hint}
        >
          <span>Browse Files</span>
        </button>
      </div>

      <p className="uploader__status" role="status">
        {adding > 0 ? (
          <>
            <LoaderCircle className="uploader__spin" aria-hidden="true" />
            {`Adding ${adding} photo${adding === 1 ? '' : 's'}...`}
          </>
        ) : null}
      </p>

      {turnedAway.length > 0 ? (
        <div className="uploader__problems" role="alert">
          <CircleAlert className="uploader__problems-icon" aria-hidden="true" />
          <ul className="uploader__problem-list">
            {turnedAway.map((item, index) => (
              <li key={`${item.fileName}-${index}`}>{item.message}</li>
            ))}
          </ul>
          <button
            type="button"
            className="uploader__dismiss"
            onClick={selection.dismissTurnedAway}
            aria-label="Dismiss these messages"
          >
            <X aria-hidden="true" />
          </button>
        </div>
      ) : null}

      <section className="uploader__selection" aria-labelledby={ids.title}>
        <h3 id={ids.title} className="uploader__title">
          {selectionTitle(count)}
        </h3>
        {photos === undefined ? null : count === 0 ? (
          <p className="uploader__empty">
            No photos yet. The photos you add stay on this device, even offline.
          </p>
        ) : (
          <ul ref={grid} className="photo-grid">
            {photos.map((photo, index) => {
              const url = previews.get(photo.id);
              return (
                <li key={photo.id} className="photo-grid__item">
                  {url ? (
                    <img
                      src={url}
                      alt={`${photo.name} (${index + 1} of ${count})`}
                      width={photo.width}
                      height={photo.height}
                      className="photo-grid__image"
                    />
                  ) : (
                    <span className="photo-grid__image photo-grid__image--loading" />
                  )}
                  <span className="photo-grid__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <button
                    type="button"
                    className="photo-grid__remove"
                    onClick={() => removeAt(index, photo.id)}
                    aria-label={`Remove photo ${index + 1} (${photo.name})`}
                    disabled={running}
                  >
                    <Trash2 aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <Button
          size="lg"
          block
          onClick={() => processing.start((photos ?? []).map((photo) => photo.id))}
          disabled={count === 0 || running || adding > 0}
          icon={<Sparkles aria-hidden="true" />}
        >
          {processLabel(count)}
        </Button>
        {stage ? (
          <div className="uploader__processing">
            <ProgressBar value={stage.percent} label="Processing your photos" />
            <p
              className={`uploader__stage${isComplete(processing.state) ? ' uploader__stage--done' : ''}`}
              role="status"
            >
              {stage.label}
            </p>
          </div>
        ) : null}
        {processedIds.length > 0 ? (
          <div className="uploader__next">
            <p className="uploader__next-text">{MEASURE_NEXT_TEXT}</p>
            <MeasureRoomLink from={{ photoIds: processedIds }} size="lg" block />
          </div>
        ) : null}
      </section>
    </div>
  );
}
