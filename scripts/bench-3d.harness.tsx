/**
 * A page that mounts the 3D view on a furnished room of 15 pieces, for scripts/bench-3d.mjs
 * (open time, frames per second) and for looking at the view without the design canvas.
 * `performance.measure('room-3d:open')` spans the click on "Open the 3D view" to its first frame.
 * `?room=bedroom` and `?room=dining` show the other two rooms the docs' pictures are taken of.
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

const BEDROOM_PLAN: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [420, 0],
    [420, 380],
    [0, 380],
  ],
  height: 255,
  doors: [{ wall: 2, offset: 60, width: 85, swing: 'in', hinge: 'start' }],
  windows: [
    { wall: 0, offset: 60, width: 140, sill: 80 },
    { wall: 1, offset: 40, width: 120, sill: 90 },
  ],
};

/** A bedroom: a double bed between nightstands, a wardrobe, a dresser under a mirror. */
const BEDROOM_PIECES: readonly PlacedPiece[] = [
  pose('low-pile-grid-rug', 150, 190, 90),
  pose('oak-platform-double-bed', 105, 190, 270),
  pose('floating-oak-nightstand', 19, 87, 270),
  pose('floating-oak-nightstand', 19, 293, 270),
  pose('steel-dome-table-lamp', 19, 87, 270),
  pose('steel-dome-table-lamp', 19, 293, 270),
  pose('two-door-oak-wardrobe', 340, 30, 0),
  pose('six-drawer-dresser', 396, 250, 90),
  pose('arched-oak-mirror', 418.5, 250, 90),
  pose('sumi-ink-scroll', 1, 190, 270),
  pose('snake-plant', 380, 345, 0),
  pose('rice-paper-pendant', 160, 190, 0),
].map((piece, index) => ({ ...piece, id: `${piece.id}-${index}` }));

const DINING_PLAN: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [440, 0],
    [440, 380],
    [0, 380],
  ],
  height: 260,
  doors: [{ wall: 3, offset: 40, width: 85, swing: 'in', hinge: 'end' }],
  windows: [
    { wall: 0, offset: 150, width: 140, sill: 85 },
    { wall: 1, offset: 100, width: 180, sill: 80 },
  ],
};

/** A dining room: a table for six on a round rug under a pendant, a sideboard under a canvas. */
const DINING_PIECES: readonly PlacedPiece[] = [
  pose('round-wool-rug', 220, 190, 0),
  pose('oak-four-seat-table', 220, 190, 0),
  pose('spindle-oak-dining-chair', 190, 130, 0),
  pose('spindle-oak-dining-chair', 250, 130, 0),
  pose('spindle-oak-dining-chair', 190, 250, 180),
  pose('spindle-oak-dining-chair', 250, 250, 180),
  pose('spindle-oak-dining-chair', 140, 190, 270),
  pose('spindle-oak-dining-chair', 300, 190, 90),
  pose('ribbed-oak-sideboard', 220, 357.5, 180),
  pose('steel-dome-table-lamp', 160, 357.5, 180),
  pose('abstract-ochre-canvas', 220, 378, 180),
  pose('smoked-glass-pendant', 220, 190, 0),
  pose('olive-tree-in-terracotta', 395, 45, 0),
  pose('arched-oak-mirror', 1.5, 290, 270),
].map((piece, index) => ({ ...piece, id: `${piece.id}-${index}` }));

const ROOMS = {
  living: { name: 'Living room', plan: PLAN, pieces: PIECES },
  bedroom: { name: 'Bedroom', plan: BEDROOM_PLAN, pieces: BEDROOM_PIECES },
  dining: { name: 'Dining room', plan: DINING_PLAN, pieces: DINING_PIECES },
} as const;

function Harness() {
  const [open, setOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const params = new URLSearchParams(window.location.search);
  const roomKey = params.get('room');
  const room = roomKey === 'bedroom' || roomKey === 'dining' ? ROOMS[roomKey] : ROOMS.living;
  return (
    <main style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
      <h1 style={{ fontSize: 20 }}>{room.name}</h1>
      <p data-testid="plan-selection">Selected in the plan: {selectedId ?? 'nothing'}</p>
      {open ? (
        <Suspense fallback={<p>Loading the 3D view…</p>}>
          <Room3DView
            plan={room.plan}
            pieces={room.pieces}
            selectedId={selectedId}
            onSelect={setSelectedId}
            name={room.name}
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
