import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Check, CircleAlert, Undo2, X } from 'lucide-react';
import { outlineFromDrawing } from '../../lib/room/editing.ts';
import { area, crossingWalls, distance } from '../../lib/room/geometry.ts';
import type { Point } from '../../lib/room/plan.ts';
import { CM_PER_FOOT, formatLength, type UnitSystem } from '../../lib/room/units.ts';
import { Button } from '../../ui/Button.tsx';
import { fitPlan as fitView, pathData, snapToGrid } from '../../lib/room/planDrawing.ts';
import { useElementWidth, useViewportHeight } from '../plan-view/index.ts';

/** The drawing area: 10 x 8 m, room enough for most rooms of a home. */
export const DRAW_WIDTH_CM = 1000;
export const DRAW_DEPTH_CM = 800;
const MARGIN_PX = 18;

export const gridStepFor = (system: UnitSystem): number => (system === 'metric' ? 50 : CM_PER_FOOT);

export interface OutlineDrawerProps {
  system: UnitSystem;
  onFinish: (outline: Point[]) => void;
  onCancel: () => void;
}

/**
 * Draws a room's outline corner by corner on a grid: tap or click each corner in turn round
 * the room, or move the cross with the arrow keys and press Enter. The first corner again (or
 * "Finish room") closes the shape. Corners snap to the grid; exact lengths are typed after.
 */
export function OutlineDrawer({ system, onFinish, onCancel }: OutlineDrawerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const available = useElementWidth(frame, 350);
  const step = gridStepFor(system);
  const [corners, setCorners] = useState<Point[]>([]);
  const [cursor, setCursor] = useState<Point>(() =>
    snapToGrid([200, 150], step, DRAW_WIDTH_CM, DRAW_DEPTH_CM),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const helpId = `draw-help-${ids}`;
  const statusId = `draw-status-${ids}`;

  const bounds: Point[] = [
    [0, 0],
    [DRAW_WIDTH_CM, DRAW_DEPTH_CM],
  ];
  const viewportHeight = useViewportHeight(800);
  // The whole grid fits on screen at once, so no corner needs a scroll to reach.
  const maxHeight = Math.min(available * 0.8, Math.max(300, viewportHeight - 240)) + 2 * MARGIN_PX;
  const view = fitView(bounds, available, maxHeight, MARGIN_PX);
  const u = view.cmPerPixel;

  const finish = (points: readonly Point[] = corners) => {
    if (points.length < 3) {
      setProblem('Place at least 3 corners to make a room.');
      return;
    }
    const outline = outlineFromDrawing(points);
    const crossing = crossingWalls(outline)[0];
    if (crossing) {
      setProblem(
        `Walls ${crossing[0] + 1} and ${crossing[1] + 1} cross each other. Undo a corner and try another spot.`,
      );
      return;
    }
    if (outline.length < 3 || area(outline) <= 0) {
      setProblem('These corners enclose no floor. Undo a corner and try another spot.');
      return;
    }
    onFinish(outline);
  };

  const place = (point: Point) => {
    setProblem(null);
    setCursor(point);
    const first = corners[0];
    if (first && corners.length >= 3 && distance(first, point) < step / 2) {
      finish();
      return;
    }
    const last = corners[corners.length - 1];
    if (last && distance(last, point) < 1) return;
    setCorners([...corners, point]);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const matrix = svg.current?.getScreenCTM?.();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    place(snapToGrid([point.x, point.y], step, DRAW_WIDTH_CM, DRAW_DEPTH_CM));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const by = event.shiftKey ? step * 4 : step;
    const moves: Record<string, [number, number]> = {
      ArrowRight: [by, 0],
      ArrowLeft: [-by, 0],
      ArrowDown: [0, by],
      ArrowUp: [0, -by],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCursor(
        snapToGrid([cursor[0] + move[0], cursor[1] + move[1]], step, DRAW_WIDTH_CM, DRAW_DEPTH_CM),
      );
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      place(cursor);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      setCorners(corners.slice(0, -1));
    }
  };

  const last = corners[corners.length - 1];
  const status =
    corners.length === 0
      ? `Cross at ${formatLength(cursor[0], system)} across, ${formatLength(cursor[1], system)} down. No corners yet.`
      : `${corners.length} ${corners.length === 1 ? 'corner' : 'corners'} placed. Cross at ${formatLength(cursor[0], system)} across, ${formatLength(cursor[1], system)} down${
          last ? `, ${formatLength(distance(last, cursor), system)} from the last corner` : ''
        }.`;

  const labels: { at: number; text: string }[] = [];
  const labelEvery = system === 'metric' ? 100 : CM_PER_FOOT * 5;
  for (let at = labelEvery; at < DRAW_WIDTH_CM; at += labelEvery) {
    labels.push({
      at,
      text: system === 'metric' ? `${at / 100} m` : `${Math.round(at / CM_PER_FOOT)} ft`,
    });
  }

  return (
    <div className="outline-drawer">
      <p id={helpId} className="outline-drawer__help">
        Tap the grid at each corner of your room, going round the room in order. Tap the first
        corner again or choose Finish room to close the shape. With a keyboard, move the cross with
        the arrow keys and press Enter to place a corner.
      </p>
      {/* A drawing surface is an application region: it takes the arrow keys and Enter
          itself, and the status line below says where the cross is. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      <div
        ref={frame}
        className="outline-drawer__surface"
        role="application"
        aria-roledescription="drawing grid"
        aria-label="Room outline"
        aria-describedby={`${helpId} ${statusId}`}
        tabIndex={0}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
        <svg
          ref={svg}
          viewBox={view.viewBox}
          width={view.pixelWidth}
          height={view.pixelHeight}
          aria-hidden="true"
          className="outline-drawer__svg"
        >
          <defs>
            <pattern id={`grid-${ids}`} width={step} height={step} patternUnits="userSpaceOnUse">
              <path
                d={`M${step} 0 L0 0 0 ${step}`}
                className="plan-drawing__grid-line"
                strokeWidth={u}
              />
            </pattern>
          </defs>
          <rect
            x={0}
            y={0}
            width={DRAW_WIDTH_CM}
            height={DRAW_DEPTH_CM}
            fill={`url(#grid-${ids})`}
            className="outline-drawer__paper"
          />
          {labels.map(({ at, text }) => (
            <text key={at} x={at} y={-4 * u} fontSize={10 * u} className="outline-drawer__ruler">
              {text}
            </text>
          ))}
          {corners.length >= 3 ? (
            <path d={pathData(corners, true)} className="outline-drawer__shape" />
          ) : null}
          {corners.length >= 2 ? (
            <path d={pathData(corners)} className="outline-drawer__walls" strokeWidth={4 * u} />
          ) : null}
          {last ? (
            <line
              x1={last[0]}
              y1={last[1]}
              x2={cursor[0]}
              y2={cursor[1]}
              className="outline-drawer__next"
              strokeWidth={2 * u}
              strokeDasharray={`${6 * u} ${4 * u}`}
            />
          ) : null}
          {corners.map(([x, y], index) => (
            <circle
              key={`${x}-${y}-${index}`}
              cx={x}
              cy={y}
              r={(index === 0 ? 8 : 6) * u}
              className={index === 0 ? 'outline-drawer__corner is-first' : 'outline-drawer__corner'}
            />
          ))}
          <g className="outline-drawer__cursor">
            <line
              x1={cursor[0] - 10 * u}
              y1={cursor[1]}
              x2={cursor[0] + 10 * u}
              y2={cursor[1]}
              strokeWidth={2 * u}
            />
            <line
              x1={cursor[0]}
              y1={cursor[1] - 10 * u}
              x2={cursor[0]}
              y2={cursor[1] + 10 * u}
              strokeWidth={2 * u}
            />
          </g>
        </svg>
      </div>
      <p id={statusId} className="outline-drawer__status" aria-live="polite">
        {status}
      </p>
      {problem ? (
        <p className="field__error outline-drawer__problem" role="alert">
          <CircleAlert aria-hidden="true" />
          <span>{problem}</span>
        </p>
      ) : null}
      <div className="outline-drawer__actions">
        <Button
          variant="secondary"
          icon={<Undo2 aria-hidden="true" />}
          onClick={() => {
            setProblem(null);
            setCorners(corners.slice(0, -1));
          }}
          disabled={corners.length === 0}
        >
          Undo corner
        </Button>
        <Button variant="ghost" icon={<X aria-hidden="true" />} onClick={onCancel}>
          Cancel
        </Button>
        <Button
          icon={<Check aria-hidden="true" />}
          onClick={() => finish()}
          disabled={corners.length < 3}
        >
          Finish room
        </Button>
      </div>
    </div>
  );
}
