/**
 * A page that mounts the 3D view on a furnished room of 15 pieces, for scripts/bench-3d.mjs
 * (open time, frames per second) and for looking at the view without the design canvas.
 * `performance.measure('room-3d:open')` spans the click on "Open the 3D view" to its first frame.
 */
import { StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { PlacedPiece } from '../src/lib/room/design.ts';
import type { RoomPlan } from '../src/lib/room/plan.ts';
import { Room3DView } from '../src/features/room-3d/index.ts';
import '../src/ui/tokens.css';
import '../src/ui/base.css';

const PLAN: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [520, 0],
    [520, 420],
    [0, 420],
  ],
  height: 260,
  doors: [{ wall: 3, offset: 40, width: 85, swing: 'in', hinge: 'end' }],
  windows: [
    { wall: 0, offset: 150, width: 180, sill: 60 },
    { wall: 1, offset: 120, width: 140, sill: 90 },
  ],
};

const pose = (productId: string, x: number, y: number, rotation: number): PlacedPiece => ({
  id: `bench-${productId}`,
  productId,
  x,
  y,
  rotation,
  locked: false,
});

/** A living room: a sofa facing a media unit across a rug, chairs, storage, light and art. */
export const PIECES: readonly PlacedPiece[] = [
  pose('wool-flatweave-rug', 260, 230, 90),
  pose('harbour-three-seat-sofa', 260, 374, 180),
  pose('solid-oak-coffee-table', 260, 260, 0),
  pose('low-oak-media-unit', 260, 21, 0),
  pose('birch-shell-armchair', 95, 230, 270),
  pose('oak-frame-easy-chair', 430, 250, 90),
  pose('drum-side-table', 110, 370, 0),
  pose('pleated-table-lamp', 110, 370, 0),
  pose('linen-shade-floor-lamp', 470, 40, 0),
  pose('oak-modular-shelving', 501, 340, 90),
  pose('fiddle-leaf-fig', 40, 40, 0),
  pose('coastal-linen-print', 260, 418.5, 180),
  pose('round-brass-mirror', 2, 200, 270),
  pose('knitted-wool-pouf', 370, 150, 0),
  pose('brass-swing-arm-wall-light', 6, 110, 270),
];

function Harness() {
  const [open, setOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const params = new URLSearchParams(window.location.search);
  return (
    <main style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
      <h1 style={{ fontSize: 20 }}>Living room</h1>
      <p data-testid="plan-selection">Selected in the plan: {selectedId ?? 'nothing'}</p>
      {open ? (
        <Suspense fallback={<p>Loading the 3D view…</p>}>
          <Room3DView
            plan={PLAN}
            pieces={PIECES}
            selectedId={selectedId}
            onSelect={setSelectedId}
            name="Living room"
          />
        </Suspense>
      ) : (
        <button
          type="button"
          autoFocus={params.has('autofocus')}
          onClick={() => {
            performance.mark('room-3d:click');
            setOpen(true);
          }}
        >
          Open the 3D view
        </button>
      )}
    </main>
  );
}

// The first frame marks the end of opening.
new MutationObserver((_, observer) => {
  if (document.querySelector('.room3d[data-status="ready"], .room3d--unsupported')) {
    performance.mark('room-3d:ready');
    performance.measure('room-3d:open', 'room-3d:click', 'room-3d:ready');
    observer.disconnect();
  }
}).observe(document.body, { subtree: true, attributes: true, childList: true });

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  );
