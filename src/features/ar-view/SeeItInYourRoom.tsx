import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Smartphone } from 'lucide-react';
import { planToXrFromMeasurement, type PlanToXr } from '../../lib/room/arPlacement.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import { roomUnits, type RoomPlanRecord } from '../../lib/room/records.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { loadArSession, measuredFrameOf, useArSupport } from '../ar-measure/index.ts';
import { useUnitSystem } from '../room-plan/index.ts';
import { AR_VIEW_COPY } from './arViewCopy.ts';
import './ArView.css';

// The overlay with the session and three.js, fetched together (or read from the precache) as
// soon as AR is offered, so the overlay's styles and the camera are ready when it opens.
const loadOverlay = () =>
  Promise.all([import('./ArViewOverlay.tsx'), loadArSession()]).then(([overlay]) => overlay);
const ArViewOverlay = lazy(loadOverlay);

export interface SeeItInYourRoomProps {
  /** The room plan's record: its plan, name, unit and id (a room measured with AR is known by it). */
  readonly record: Pick<RoomPlanRecord, 'id' | 'name' | 'plan' | 'units'>;
  /** The pieces as the canvas shows them. */
  readonly pieces: readonly PlacedPiece[];
}

/**
 * "See it in your room": the designed pieces standing on the real floor at true size, in a
 * WebXR immersive-ar session. Offered only for a designed room, where the browser can run such
 * a session (Chrome on an ARCore phone); elsewhere it draws nothing.
 */
export function SeeItInYourRoom({ record, pieces }: SeeItInYourRoomProps) {
  const support = useArSupport();
  const [deviceSystem] = useUnitSystem();
  const [open, setOpen] = useState(false);
  const [ended, setEnded] = useState(false);
  // The plan and pieces the session was opened with: it stands them once, as they were.
  const [opened, setOpened] = useState<{
    plan: RoomPlanRecord['plan'];
    pieces: readonly PlacedPiece[];
    measured: PlanToXr | null;
  } | null>(null);
  const offer = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (support === 'supported') void loadOverlay().catch(() => undefined);
  }, [support]);

  if (support !== 'supported' || pieces.length === 0) return null;

  const start = () => {
    const frame = measuredFrameOf(record.id, record.plan);
    setOpened({
      plan: record.plan,
      pieces,
      measured: frame ? planToXrFromMeasurement(frame) : null,
    });
    setEnded(false);
    setOpen(true);
  };

  return (
    <div className="ar-view-offer">
      <button
        ref={offer}
        type="button"
        className={buttonClass({ variant: 'secondary' })}
        onClick={start}
      >
        <Smartphone aria-hidden="true" />
        <span>{AR_VIEW_COPY.offer}</span>
      </button>
      <p role="status" className="ar-view-offer__status">
        {ended ? AR_VIEW_COPY.ended : ''}
      </p>
      {open && opened ? (
        <Suspense fallback={null}>
          <ArViewOverlay
            plan={opened.plan}
            pieces={opened.pieces}
            name={record.name}
            system={roomUnits(record, deviceSystem)}
            measured={opened.measured}
            onClose={() => {
              setOpen(false);
              setEnded(true);
              offer.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
