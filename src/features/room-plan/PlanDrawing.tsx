import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { area, dot, subtract, walls, type Opening } from '../../lib/room/geometry.ts';
import type { OpeningKind } from '../../lib/room/editing.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import { bandAlong, pathData } from '../../lib/room/planDrawing.ts';
import { CM_PER_INCH, formatArea, formatLength, type UnitSystem } from '../../lib/room/units.ts';
import type { PlanIssue } from '../../lib/room/validation.ts';
import {
  PlanView,
  TOUCH_PX,
  usePlanScale,
  type PlanOpening,
  type PlanScale,
  type PlanSizing,
} from '../plan-view/index.ts';

/**
 * Beside the form (wide screens) the whole plan card stays in view; stacked, it may run
 * taller. The margins are room for the wall labels: one beside a side wall is wider than one
 * above or below a wall is tall.
 */
const SIZING: PlanSizing = {
  fit: 'width',
  maxHeight: (width, viewportHeight) =>
    width >= 520
      ? Math.min(560, Math.max(300, viewportHeight - 440))
      : Math.min(560, Math.max(300, width * 1.05)),
  marginX: 66,
  marginY: 46,
};

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
 * The editor's plan: the room drawn by PlanView (floor and grid, walls with their numbers and
 * lengths, doors with their swing, windows, the floor area), with the editor's layer on it.
 * Doors and windows are sliders: drag them along their wall, or focus one and use the arrow
 * keys (Shift for bigger steps, Home and End for the wall's ends). A wall's label selects it.
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
  const wallList = walls(plan.outline);
  const closed = plan.outline.length >= 3;
  const description = [
    closed ? `Floor area ${formatArea(area(plan.outline), system)}.` : '',
    ...wallList.map((wall) => `Wall ${wall.index + 1}: ${formatLength(wall.length, system)}.`),
  ].join(' ');
  const openingsAtIssue = new Set(
    issues.flatMap(({ subject }) =>
      subject.kind === 'door' || subject.kind === 'window'
        ? [`${subject.kind}${subject.index}`]
        : [],
    ),
  );
  const selected = selectedWall === null ? undefined : wallList[selectedWall];

  return (
    <PlanView
      plan={plan}
      system={system}
      title={`Plan of ${name}, drawn to scale`}
      description={description}
      sizing={SIZING}
      frameClassName="plan-drawing"
      className="plan-drawing__svg"
      show={{ grid: true, labels: 'numbered', area: true }}
      marks={{
        selectedWall,
        wallsAtIssue: new Set(issues.flatMap((issue) => issue.walls)),
        openingsAtIssue,
      }}
      onWallLabel={onSelectWall}
      renderOpening={(opening, drawing, scale) => {
        const source = opening.kind === 'door' ? plan.doors : plan.windows;
        const value = source[opening.index];
        if (!value) return drawing;
        return (
          <OpeningHandle
            opening={opening}
            value={value}
            scale={scale}
            system={system}
            onSlide={onSlideOpening}
          >
            {drawing}
          </OpeningHandle>
        );
      }}
    >
      {selected ? <WallStart at={selected.start} /> : null}
    </PlanView>
  );
}

/** Where the selected wall starts: its offsets are measured from here. */
function WallStart({ at }: { at: readonly [number, number] }) {
  const { cmPerPixel } = usePlanScale();
  return <circle cx={at[0]} cy={at[1]} r={7 * cmPerPixel} className="plan-drawing__wall-start" />;
}

function OpeningHandle({
  opening,
  value,
  scale,
  system,
  onSlide,
  children,
}: {
  opening: PlanOpening;
  value: Opening;
  scale: PlanScale;
  system: UnitSystem;
  onSlide: (kind: OpeningKind, index: number, offset: number) => void;
  children: ReactNode;
}) {
  const grab = useRef<number | null>(null);
  const { kind, index, span } = opening;
  const u = scale.cmPerPixel;
  const max = Math.max(0, span.wall.length - value.width);
  const name = `${kind === 'door' ? 'Door' : 'Window'} ${index + 1}`;
  const step = system === 'metric' ? 1 : CM_PER_INCH;
  const bigStep = system === 'metric' ? 10 : CM_PER_INCH * 12;

  const along = (event: PointerEvent<SVGGElement>): number | null => {
    const point = scale.toRoom(event.clientX, event.clientY);
    return point ? dot(subtract(point, span.wall.start), span.wall.direction) : null;
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    const by = event.shiftKey ? bigStep : step;
    const moves: Record<string, number> = {
      ArrowRight: value.offset + by,
      ArrowUp: value.offset + by,
      ArrowLeft: value.offset - by,
      ArrowDown: value.offset - by,
      PageUp: value.offset + bigStep,
      PageDown: value.offset - bigStep,
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
      className="plan-drawing__opening"
      role="slider"
      tabIndex={0}
      aria-label={`${name}, on wall ${value.wall + 1}`}
      aria-valuemin={0}
      aria-valuemax={Math.round(max * 10) / 10}
      aria-valuenow={value.offset}
      aria-valuetext={`${formatLength(value.offset, system)} from the start of wall ${value.wall + 1}`}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        const position = along(event);
        if (position === null) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        event.currentTarget.focus();
        grab.current = position - value.offset;
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
      {/* A band a finger can hit, however short the opening is drawn. */}
      <path
        d={pathData(
          bandAlong(span.start, span.end, span.wall.inwardNormal, TOUCH_PX * u, TOUCH_PX * u),
          true,
        )}
        className="plan-drawing__halo"
        strokeWidth={2}
      />
      {children}
    </g>
  );
}
