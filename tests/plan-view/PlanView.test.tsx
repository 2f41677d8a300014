import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlanView, usePlanScale, type PlanViewPiece } from '../../src/features/plan-view/index.ts';
import { clientToRoom } from '../../src/features/plan-view/roomPointer.ts';
import { PlanThumbnail } from '../../src/features/room-plan/PlanThumbnail.tsx';
import { rectangleOutline } from '../../src/lib/room/presets.ts';
import type { RoomPlan } from '../../src/lib/room/plan.ts';

/** 14 x 12 ft (426.72 x 365.76 cm): a door on wall 1, a window on wall 3. */
const PLAN: RoomPlan = {
  unit: 'cm',
  outline: rectangleOutline(426.72, 365.76),
  height: 250,
  doors: [{ wall: 0, offset: 40, width: 80, swing: 'in', hinge: 'start' }],
  windows: [{ wall: 2, offset: 100, width: 120, sill: 90 }],
};

const piece = (id: string, product: PlanViewPiece['product'], x = 200, y = 180) => ({
  id,
  product,
  x,
  y,
  rotation: 0,
});

const ROUND_RUG = piece('rug', {
  kind: 'rug',
  name: 'Round Wool Rug',
  width: 200,
  depth: 200,
  layer: 'rug',
});
const L_SOFA = piece('sofa', {
  kind: 'sofa',
  name: 'Corner Sofa with Chaise',
  width: 280,
  depth: 170,
  layer: 'floor',
});
const SQUARE_TABLE = piece('table', {
  kind: 'side-table',
  name: 'Iron Pipe Side Table',
  width: 42,
  depth: 42,
  layer: 'floor',
});

function drawn(id: string): SVGGElement {
  const symbol = document.querySelector<SVGGElement>(`[data-test-piece="${id}"] .piece-symbol`);
  if (!symbol) throw new Error(`No symbol for ${id}`);
  return symbol;
}

/** Marks each piece's group, so the test can find its symbol. */
const tagged = (entry: PlanViewPiece, symbol: React.ReactNode) => (
  <g key={entry.id} data-test-piece={entry.id}>
    {symbol}
  </g>
);

describe('PlanView', () => {
  it('draws a round rug round, an L-sofa as an L and a square table square', () => {
    render(
      <PlanView
        plan={PLAN}
        system="metric"
        title="Plan of the living room"
        pieces={[ROUND_RUG, L_SOFA, SQUARE_TABLE]}
        renderPiece={tagged}
      />,
    );
    const rugOutline = drawn('rug').querySelector('.piece-symbol__outline');
    expect(rugOutline?.tagName).toBe('ellipse');
    expect(rugOutline).toHaveAttribute('rx', '100');
    expect(rugOutline).toHaveAttribute('ry', '100');

    const sofaOutline = drawn('sofa').querySelector('.piece-symbol__outline');
    expect(sofaOutline?.tagName).toBe('path');
    // Six corners: M, then five lines, closed.
    const d = sofaOutline?.getAttribute('d') ?? '';
    expect(d.match(/L/g)).toHaveLength(5);
    expect(d.endsWith('Z')).toBe(true);

    expect(drawn('table').querySelector('.piece-symbol__outline')?.tagName).toBe('rect');
  });

  it('draws rugs under the furniture', () => {
    render(
      <PlanView
        plan={PLAN}
        system="metric"
        title="Plan"
        pieces={[L_SOFA, ROUND_RUG]}
        renderPiece={tagged}
      />,
    );
    const order = [...document.querySelectorAll('[data-test-piece]')].map((node) =>
      node.getAttribute('data-test-piece'),
    );
    expect(order).toEqual(['rug', 'sofa']);
  });

  it('writes the walls in feet and inches when the room is imperial', () => {
    const { container } = render(
      <PlanView
        plan={PLAN}
        system="imperial"
        title="Plan"
        show={{ labels: 'lengths', area: true }}
        sizing={{ fit: 'width', maxHeight: () => 600, marginX: 30, marginY: 30 }}
      />,
    );
    const lengths = [...container.querySelectorAll('.plan-view__length')].map(
      (node) => node.textContent,
    );
    expect(lengths).toEqual([`14' 0"`, `12' 0"`, `14' 0"`, `12' 0"`]);
    expect(container.textContent).toContain('ft²');
    expect(container.textContent).not.toMatch(/\bcm\b/);
  });

  it('numbers the walls in pills, selects a wall from its label and marks walls at issue', () => {
    const onWallLabel = vi.fn();
    const { container } = render(
      <PlanView
        plan={PLAN}
        system="metric"
        title="Plan"
        show={{ labels: 'numbered', grid: true }}
        marks={{ selectedWall: 1, wallsAtIssue: new Set([2]) }}
        onWallLabel={onWallLabel}
      />,
    );
    const pills = container.querySelectorAll('.plan-view__pill');
    expect(pills).toHaveLength(4);
    expect(pills[0]?.textContent).toBe('1426.7 cm');
    fireEvent.click(pills[3] as Element);
    expect(onWallLabel).toHaveBeenCalledWith(3);
    const wallLines = container.querySelectorAll('.plan-view__wall');
    expect(wallLines[1]).toHaveClass('is-selected');
    expect(wallLines[2]).toHaveClass('has-issue');
    // The grid is on the floor only, in 50 cm squares.
    expect(container.querySelector('pattern')).toHaveAttribute('width', '50');
    expect(container.querySelector('.plan-view__grid')).toHaveAttribute('clip-path');
  });

  it('draws the door with its swing and the window, and names the drawing', () => {
    const { container } = render(
      <PlanView plan={PLAN} system="metric" title="Plan of the study" description="Two walls." />,
    );
    expect(screen.getByRole('group', { name: 'Plan of the study' })).toHaveAccessibleDescription(
      'Two walls.',
    );
    expect(container.querySelectorAll('.plan-view__swing')).toHaveLength(1);
    expect(container.querySelectorAll('.plan-view__leaf')).toHaveLength(1);
    expect(container.querySelectorAll('.plan-view__glass')).toHaveLength(1);
    // No lengths on a plain drawing or a thumbnail.
    expect(container.querySelector('.plan-view__length, .plan-view__pill')).toBeNull();
  });

  it('shows the viewBox it is given, and gives a layer the scale it is drawn at', () => {
    function Layer() {
      const { cmPerPixel } = usePlanScale();
      return <circle data-testid="layer" r={10 * cmPerPixel} />;
    }
    const { container } = render(
      <PlanView
        plan={PLAN}
        system="metric"
        title="Plan"
        viewBox="100 50 200 150"
        sizing={{ fit: 'width', maxHeight: () => 600, marginX: 0, marginY: 0 }}
      >
        <Layer />
      </PlanView>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '100 50 200 150');
    // 350 px wide before measuring (the prerendered width) for the room's 426.72 cm; the
    // zoomed box of 200 cm in the same pixels is drawn at 200 / 350 cm a pixel.
    expect(Number(screen.getByTestId('layer').getAttribute('r'))).toBeCloseTo((10 * 200) / 350, 6);
  });

  it('converts a pointer through the drawing’s screen transform', () => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    expect(clientToRoom(svg, 10, 10)).toBeNull();
    expect(clientToRoom(null, 10, 10)).toBeNull();
    // A plan drawn at 2 px a centimetre, its origin 100 px from the left and 40 px down.
    const inverse = { a: 0.5, b: 0, c: 0, d: 0.5, e: -50, f: -20 };
    Object.assign(svg, { getScreenCTM: () => ({ inverse: () => inverse }) });
    expect(clientToRoom(svg, 300, 240)).toEqual([100, 100]);
  });

  it('is a picture with its name as a thumbnail', () => {
    function Thumb() {
      const [pieces] = useState([
        { id: 'p', productId: 'sage-cloud-sofa', x: 200, y: 100, rotation: 0, locked: false },
      ]);
      return <PlanThumbnail plan={PLAN} pieces={pieces} label="Plan of Den with 1 piece" />;
    }
    render(<Thumb />);
    const picture = screen.getByRole('img', { name: 'Plan of Den with 1 piece' });
    expect(picture).toHaveClass('plan-thumbnail');
    expect(picture.querySelectorAll('.piece-symbol')).toHaveLength(1);
  });
});
