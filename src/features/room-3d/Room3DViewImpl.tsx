import { Footprints, Grid2x2, ImageDown, Rotate3d } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { buildRoomModel, type RoomModel } from '../../lib/scene3d/index.ts';
import type { ViewMode } from './cameraRig.ts';
import { NO_WEBGL_NOTE } from './copy.ts';
import type { Room3DViewProps } from './room3DViewProps.ts';
import { RoomViewer, hasWebGL } from './roomViewer.ts';
import { pictureCaption, saveImage } from './saveImage.ts';
import './Room3D.css';

const MODES: readonly {
  readonly mode: ViewMode;
  readonly label: string;
  readonly icon: ReactNode;
}[] = [
  { mode: 'orbit', label: 'Orbit', icon: <Rotate3d aria-hidden="true" /> },
  { mode: 'walk', label: 'Walk in', icon: <Footprints aria-hidden="true" /> },
  { mode: 'top', label: 'Top view', icon: <Grid2x2 aria-hidden="true" /> },
];

const HINTS: Record<ViewMode, string> = {
  orbit:
    'Drag or use the arrow keys to turn round the room; pinch, scroll or press + and − to zoom. Tap a piece to select it.',
  walk: 'Up and down arrows walk, left and right turn; drag to look round. Tap a piece to select it.',
  top: 'Seen from above, as on the plan. Drag or use the arrow keys to move; + and − zoom.',
};

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type Status = 'loading' | 'ready' | 'unsupported';

// Marks for profiling how long opening takes: the chunk has arrived and run.
performance.mark('room-3d:chunk');

/** The 3D view of a designed room: loaded on demand with three.js (see ./index.ts). */
export default function Room3DViewImpl({
  plan,
  pieces,
  selectedId,
  onSelect,
  name,
}: Room3DViewProps) {
  const viewerRef = useRef<RoomViewer | null>(null);
  const [status, setStatus] = useState<Status>(() => (hasWebGL() ? 'loading' : 'unsupported'));
  const [mode, setMode] = useState<ViewMode>('orbit');
  const [saving, setSaving] = useState(false);
  // What saving a picture came to, shown until the selection changes.
  const [saved, setSaved] = useState<{ text: string; selection: string | null } | null>(null);
  const hintId = useId();

  const model = useMemo(() => buildRoomModel(plan, pieces), [plan, pieces]);
  const latest = useRef({ model, selectedId, onSelect });
  useEffect(() => {
    latest.current = { model, selectedId, onSelect };
  });
  const drawnModel = useRef<RoomModel | null>(null);

  const supported = status !== 'unsupported';
  // The viewer lives as long as its canvas: made when React attaches it, disposed when it goes.
  const attachCanvas = useCallback((canvas: HTMLCanvasElement | null) => {
    if (!canvas) return undefined;
    let viewer: RoomViewer;
    try {
      viewer = new RoomViewer(canvas, latest.current.model, {
        onPick: (id) => latest.current.onSelect(id),
        onReady: () => setStatus('ready'),
      });
    } catch {
      // The context can still be refused after the probe said yes (a blocked GPU, no memory).
      setStatus('unsupported');
      return undefined;
    }
    performance.mark('room-3d:scene');
    viewer.setSelected(latest.current.selectedId);
    drawnModel.current = latest.current.model;
    viewerRef.current = viewer;
    return () => {
      viewer.dispose();
      viewerRef.current = null;
      drawnModel.current = null;
    };
  }, []);

  useEffect(() => {
    const viewer = viewerRef.current;
    if (!viewer || drawnModel.current === model) return;
    viewer.setModel(model, latest.current.selectedId);
    drawnModel.current = model;
  }, [model]);

  useEffect(() => {
    viewerRef.current?.setSelected(selectedId);
  }, [selectedId]);

  useEffect(() => {
    viewerRef.current?.setMode(mode, !prefersReducedMotion());
  }, [mode]);

  const selectedName = model.pieces.find((piece) => piece.id === selectedId)?.name ?? null;

  const save = async () => {
    const viewer = viewerRef.current;
    if (!viewer || saving) return;
    setSaving(true);
    try {
      const blob = await viewer.picture(pictureCaption(name, new Date()));
      const outcome = blob ? await saveImage(blob, name) : null;
      const text =
        outcome === null
          ? 'The picture could not be made. Try again.'
          : outcome === 'downloaded'
            ? 'Picture saved to your downloads.'
            : outcome === 'shared'
              ? 'Picture shared.'
              : '';
      setSaved({ text, selection: selectedId });
    } finally {
      setSaving(false);
    }
  };

  if (!supported) {
    return (
      <section className="room3d room3d--unsupported" aria-label={`${name} in 3D`}>
        <p className="room3d__note" role="note">
          {NO_WEBGL_NOTE}
        </p>
      </section>
    );
  }

  return (
    <section className="room3d" aria-label={`${name} in 3D`} data-status={status}>
      <div className="room3d__toolbar">
        <div className="room3d__modes" role="group" aria-label="View">
          {MODES.map((option) => (
            <button
              key={option.mode}
              type="button"
              className="room3d__mode"
              aria-pressed={mode === option.mode}
              onClick={() => setMode(option.mode)}
            >
              {option.icon}
              <span>{option.label}</span>
            </button>
          ))}
        </div>
        <button
          type="button"
          className="room3d__save"
          onClick={() => void save()}
          disabled={status !== 'ready' || saving}
        >
          <ImageDown aria-hidden="true" />
          <span>Save image</span>
        </button>
      </div>

      <div className="room3d__stage">
        <canvas
          ref={attachCanvas}
          className="room3d__canvas"
          tabIndex={0}
          aria-label={`${name} in 3D`}
          aria-describedby={hintId}
        />
        {status === 'loading' ? (
          <p className="room3d__loading" aria-hidden="true">
            Building your room in 3D…
          </p>
        ) : null}
        <p className="room3d__hint" id={hintId}>
          {HINTS[mode]}
        </p>
      </div>

      <p className="room3d__status" role="status" aria-live="polite">
        {saved && saved.selection === selectedId && saved.text
          ? saved.text
          : selectedName
            ? `Selected: ${selectedName}`
            : ''}
      </p>

      {model.pieces.length > 0 ? (
        <details className="room3d__pieces">
          <summary>Pieces in this room ({model.pieces.length})</summary>
          <ul>
            {model.pieces.map((piece) => (
              <li key={piece.id}>
                <button
                  type="button"
                  aria-pressed={piece.id === selectedId}
                  onClick={() => onSelect(piece.id === selectedId ? null : piece.id)}
                >
                  {piece.name}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
