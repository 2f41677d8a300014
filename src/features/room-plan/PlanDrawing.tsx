import {
  useId,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  area,
  centroid,
  containsPoint,
  dot,
  openingSpan,
  subtract,
  walls,
  type Opening,
  type OpeningSpan,
  type Wall,
} from '../../lib/room/geometry.ts';
import type { OpeningKind } from '../../lib/room/editing.ts';
import type { Point, RoomPlan } from '../../lib/room/plan.ts';
import { CM_PER_INCH, formatArea, formatLength, type UnitSystem } from '../../lib/room/units.ts';
import type { PlanIssue } from '../../lib/room/validation.ts';
import { bandAlong, doorLeaf, fitView, pathData } from './drawingMaths.ts';
import { useElementWidth, useViewportHeight } from './useElementWidth.ts';

/**
 * Room round the plan for the dimension labels, in CSS pixels: a label beside a side wall
 * is wider than one above or below a wall is tall.
 */
const MARGIN_X_PX = 66;
const MARGIN_Y_PX = 46;
const WALL_PX = 6;
/** A finger's width: the least size of anything the user drags. */
const TOUCH_PX = 44;
/** The width the prerendered page draws at (a phone's), before the real one is measured. */
const PRERENDER_WIDTH_PX = 350;

export interface PlanDrawingProps {
  plan: RoomPlan;
  name: string;
  system: UnitSystem;
  issues: readonly PlanIssue[];
  selectedWall: number | null;
  onSelectWall: (index: number) => void;
  onSlideOpening: (kind: OpeningKind, index: number, offset: number) => void;
}

/**
 * The plan to scale: floor, walls with their lengths, doors with their swing, windows, and the
 * floor area. Doors and windows are sliders: drag them along their wall, or focus one and use
 * the arrow keys (Shift for bigger steps, Home and End for the wall's ends).
 */
export function PlanDrawing({
  plan,
  name,
  system,
  issues,
  selectedWall,
  onSelectWall,
  onSlideOpening,
}: PlanDrawingProps) {
  const frame = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const available = useElementWidth(frame, PRERENDER_WIDTH_PX);
  const viewportHeight = useViewportHeight(800);
  // Beside the form (wide screens) the whole plan card stays in view; stacked, it may run taller.
  const maxHeight =
    available >= 520
      ? Math.min(560, Math.max(300, viewportHeight - 440))
      : Math.min(560, Math.max(300, available * 1.05));
  const view = fitView(plan.outline, available, maxHeight, MARGIN_X_PX, MARGIN_Y_PX);
  const u = view.cmPerPixel;
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const titleId = `plan-title-${ids}`;
  const descId = `plan-desc-${ids}`;
  const gridId = `plan-grid-${ids}`;

  const wallList = walls(plan.outline);
  const closed = plan.outline.length >= 3;
  const floorArea = closed ? area(plan.outline) : 0;
  const centre = centroid(plan.outline);
  const wallsAtIssue = new Set(issues.flatMap((issue) => issue.walls));
  const openingsAtIssue = new Set(
    issues.flatMap(({ subject }) =>
      subject.kind === 'door' || subject.kind === 'window'
        ? [`${subject.kind}${subject.index}`]
        : [],
    ),
  );
  const gridStep = system === 'metric' ? 50 : CM_PER_INCH * 24;

  return (
    <div className="plan-drawing" ref={frame}>
      <svg
        ref={svg}
        className="plan-drawing__svg"
        viewBox={view.viewBox}
        width={view.pixelWidth}
        height={view.pixelHeight}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>{`Plan of ${name}, drawn to scale`}</title>
        <desc id={descId}>
          {[
            closed ? `Floor area ${formatArea(floorArea, system)}.` : '',
            ...wallList.map(
              (wall) => `Wall ${wall.index + 1}: ${formatLength(wall.length, system)}.`,
            ),
          ].join(' ')}
        </desc>
        <defs>
          <pattern id={gridId} width={gridStep} height={gridStep} patternUnits="userSpaceOnUse">
            <path
              d={`M${gridStep} 0 L0 0 0 ${gridStep}`}
              className="plan-drawing__grid-line"
              strokeWidth={u}
            />
          </pattern>
        </defs>
        <rect
          x={view.minX}
          y={view.minY}
          width={view.width}
          height={view.height}
          fill={`url(#${gridId})`}
        />
        {closed ? <path d={pathData(plan.outline, true)} className="plan-drawing__floor" /> : null}

        {wallList.map((wall) => (
          <line
            key={`wall-${wall.index}`}
            x1={wall.start[0]}
            y1={wall.start[1]}
            x2={wall.end[0]}
            y2={wall.end[1]}
            strokeWidth={WALL_PX * u}
            className={`plan-drawing__wall${selectedWall === wall.index ? ' is-selected' : ''}${
              wallsAtIssue.has(wall.index) ? ' has-issue' : ''
            }`}
          />
        ))}

        {plan.windows.map((window, index) => {
          const span = openingSpan(plan.outline, window);
          if (!span) return null;
          return (
            <OpeningHandle
              key={`window-${index}`}
              kind="window"
              index={index}
              opening={window}
              span={span}
              u={u}
              system={system}
              hasIssue={openingsAtIssue.has(`window${index}`)}
              svg={svg}
              onSlide={onSlideOpening}
            >
              <polygon
                points={pointsAttr(
                  bandAlong(span.start, span.end, span.wall.inwardNormal, (WALL_PX + 3) * u),
                )}
                className="plan-drawing__window"
                strokeWidth={1.5 * u}
              />
              <line
                x1={span.start[0]}
                y1={span.start[1]}
                x2={span.end[0]}
                y2={span.end[1]}
                className="plan-drawing__glass"
                strokeWidth={1.5 * u}
              />
            </OpeningHandle>
          );
        })}

        {plan.doors.map((door, index) => {
          const span = openingSpan(plan.outline, door);
          if (!span) return null;
          const leaf = doorLeaf(span, door);
          return (
            <OpeningHandle
              key={`door-${index}`}
              kind="door"
              index={index}
              opening={door}
              span={span}
              u={u}
              system={system}
              hasIssue={openingsAtIssue.has(`door${index}`)}
              svg={svg}
              onSlide={onSlideOpening}
            >
              <line
                x1={span.start[0]}
                y1={span.start[1]}
                x2={span.end[0]}
                y2={span.end[1]}
                className="plan-drawing__gap"
                strokeWidth={(WALL_PX + 2) * u}
              />
              <path d={pathData(leaf.arc)} className="plan-drawing__swing" strokeWidth={1.25 * u} />
              <line
                x1={leaf.hinge[0]}
                y1={leaf.hinge[1]}
                x2={leaf.leafEnd[0]}
                y2={leaf.leafEnd[1]}
                className="plan-drawing__leaf"
                strokeWidth={3 * u}
              />
            </OpeningHandle>
          );
        })}

        {selectedWall !== null && wallList[selectedWall] ? (
          <circle
            cx={wallList[selectedWall].start[0]}
            cy={wallList[selectedWall].start[1]}
            r={7 * u}
            className="plan-drawing__wall-start"
          />
        ) : null}

        {placeLabels(wallList, system, u).map(({ wall, text, at }) =>
          wall.length > 0 ? (
            <WallLabel
              key={`label-${wall.index}`}
              number={wall.index + 1}
              text={text}
              at={at}
              u={u}
              selected={selectedWall === wall.index}
              hasIssue={wallsAtIssue.has(wall.index)}
              onSelect={() => onSelectWall(wall.index)}
            />
          ) : null,
        )}

        {closed && floorArea > 0 && containsPoint(plan.outline, centre, { boundary: false }) ? (
          <g className="plan-drawing__area" aria-hidden="true">
            <text
              x={centre[0]}
              y={centre[1] - 4 * u}
              fontSize={20 * u}
              className="plan-drawing__area-value"
            >
              {formatArea(floorArea, system)}
            </text>
            <text
              x={centre[0]}
              y={centre[1] + 14 * u}
              fontSize={11 * u}
              className="plan-drawing__area-label"
            >
              floor area
            </text>
          </g>
        ) : null}
      </svg>
    </div>
  );
}

interface PlacedLabel {
  wall: Wall;
  text: string;
  at: Point;
}

/** A label's size in CSS pixels: the number badge, the text and their padding. */
const labelWidthPx = (text: string) => text.length * 6.9 + 34;
const LABEL_HEIGHT_PX = 24;

/**
 * Each wall's length label, just outside the wall's middle; a label that would cover one
 * already placed (short walls round an L's notch) moves further out until it is clear.
 */
function placeLabels(wallList: readonly Wall[], system: UnitSystem, u: number): PlacedLabel[] {
  const placed: { at: Point; width: number }[] = [];
  const height = LABEL_HEIGHT_PX * u;
  const overlaps = (at: Point, width: number) =>
    placed.some(
      (other) =>
        Math.abs(other.at[0] - at[0]) < (other.width + width) / 2 + 2 * u &&
        Math.abs(other.at[1] - at[1]) < height + 2 * u,
    );
  return wallList.map((wall) => {
    const text = formatLength(wall.length, system);
    const width = labelWidthPx(text) * u;
    const middle: Point = [(wall.start[0] + wall.end[0]) / 2, (wall.start[1] + wall.end[1]) / 2];
    const spot = (out: number, along: number): Point => [
      middle[0] - wall.inwardNormal[0] * out * u + wall.direction[0] * along * u,
      middle[1] - wall.inwardNormal[1] * out * u + wall.direction[1] * along * u,
    ];
    // Just outside the middle first; then along the wall, then further out.
    const step = LABEL_HEIGHT_PX + 4;
    const candidates = [
      spot(24, 0),
      spot(24, step),
      spot(24, -step),
      spot(24 + step, 0),
      spot(24 + step, step),
      spot(24 + step, -step),
    ];
    const at = candidates.find((candidate) => !overlaps(candidate, width)) ?? spot(24, 0);
    placed.push({ at, width });
    return { wall, text, at };
  });
}

const pointsAttr = (points: readonly Point[]): string =>
  points.map(([x, y]) => `${Math.round(x * 100) / 100},${Math.round(y * 100) / 100}`).join(' ');

function WallLabel({
  number,
  text,
  at,
  u,
  selected,
  hasIssue,
  onSelect,
}: {
  number: number;
  text: string;
  at: Point;
  u: number;
  selected: boolean;
  hasIssue: boolean;
  onSelect: () => void;
}) {
  const width = labelWidthPx(text) * u;
  const height = LABEL_HEIGHT_PX * u;
  const left = -width / 2;
  return (
    // Hidden from assistive technology: the wall's field in the form is the way there.
    <g
      className={`plan-drawing__label${selected ? ' is-selected' : ''}${hasIssue ? ' has-issue' : ''}`}
      transform={`translate(${at[0]} ${at[1]})`}
      onClick={onSelect}
      aria-hidden="true"
    >
      <rect
        x={left}
        y={-height / 2}
        width={width}
        height={height}
        rx={height / 2}
        className="plan-drawing__label-pill"
      />
      <circle cx={left + 12 * u} cy={0} r={8 * u} className="plan-drawing__label-badge" />
      <text x={left + 12 * u} y={0} fontSize={10 * u} className="plan-drawing__label-number">
        {number}
      </text>
      <text x={left + 25 * u} y={0} fontSize={12 * u} className="plan-drawing__label-text">
        {text}
      </text>
    </g>
  );
}

function OpeningHandle({
  kind,
  index,
  opening,
  span,
  u,
  system,
  hasIssue,
  svg,
  onSlide,
  children,
}: {
  kind: OpeningKind;
  index: number;
  opening: Opening;
  span: OpeningSpan;
  u: number;
  system: UnitSystem;
  hasIssue: boolean;
  svg: RefObject<SVGSVGElement | null>;
  onSlide: (kind: OpeningKind, index: number, offset: number) => void;
  children: ReactNode;
}) {
  const grab = useRef<number | null>(null);
  const max = Math.max(0, span.wall.length - opening.width);
  const name = `${kind === 'door' ? 'Door' : 'Window'} ${index + 1}`;
  const step = system === 'metric' ? 1 : CM_PER_INCH;
  const bigStep = system === 'metric' ? 10 : CM_PER_INCH * 12;

  const along = (event: PointerEvent<SVGGElement>): number | null => {
    const matrix = svg.current?.getScreenCTM?.();
    if (!matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return dot(subtract([point.x, point.y], span.wall.start), span.wall.direction);
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    const by = event.shiftKey ? bigStep : step;
    const moves: Record<string, number> = {
      ArrowRight: opening.offset + by,
      ArrowUp: opening.offset + by,
      ArrowLeft: opening.offset - by,
      ArrowDown: opening.offset - by,
      PageUp: opening.offset + bigStep,
      PageDown: opening.offset - bigStep,
      Home: 0,
      End: max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSlide(kind, index, next);
  };

  return (
    <g
      className={`plan-drawing__opening${hasIssue ? ' has-issue' : ''}`}
      role="slider"
      tabIndex={0}
      aria-label={`${name}, on wall ${opening.wall + 1}`}
      aria-valuemin={0}
      aria-valuemax={Math.round(max * 10) / 10}
      aria-valuenow={opening.offset}
      aria-valuetext={`${formatLength(opening.offset, system)} from the start of wall ${opening.wall + 1}`}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        const position = along(event);
        if (position === null) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        event.currentTarget.focus();
        grab.current = position - opening.offset;
      }}
      onPointerMove={(event) => {
        if (grab.current === null) return;
        const position = along(event);
        if (position !== null) onSlide(kind, index, position - grab.current);
      }}
      onPointerUp={() => {
        grab.current = null;
      }}
      onPointerCancel={() => {
        grab.current = null;
      }}
    >
      <polygon
        points={pointsAttr(
          bandAlong(span.start, span.end, span.wall.inwardNormal, TOUCH_PX * u, TOUCH_PX * u),
        )}
        className="plan-drawing__halo"
        strokeWidth={2 * u}
      />
      {children}
    </g>
  );
}
