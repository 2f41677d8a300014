import {
  createContext,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type PointerEventHandler,
  type ReactNode,
} from 'react';
import type { PlacementLayer } from '../../lib/catalogue/furniture.ts';
import {
  area,
  boundingBox,
  centroid,
  containsPoint,
  openingSpan,
  walls,
  type OpeningSpan,
} from '../../lib/room/geometry.ts';
import type { PiecePose, PieceShapeSource } from '../../lib/room/pieceOutline.ts';
import type { Point, RoomPlan } from '../../lib/room/plan.ts';
import {
  cmPerPixelFor,
  doorMarks,
  fitPlan,
  floorGridStep,
  gridCellPath,
  labelWidthPx,
  parseViewBox,
  pathData,
  viewBoxAttr,
  wallLabelSpots,
  windowMarks,
  type ViewBox,
} from '../../lib/room/planDrawing.ts';
import { formatArea, formatLength, type UnitSystem } from '../../lib/room/units.ts';
import { PieceSymbol, pieceTransform } from '../../ui/PieceSymbol.tsx';
import { clientToRoom } from './roomPointer.ts';
import { useMeasuredSize } from './useMeasuredSize.ts';
import './PlanView.css';

/** A product as the plan draws it: its outline's kind, size and name, and its layer. */
export interface PlanPieceProduct extends PieceShapeSource {
  readonly layer: PlacementLayer;
}

/** One piece on the plan: its product and where it stands (centre in cm, turn in degrees). */
export interface PlanViewPiece extends PiecePose {
  readonly id: string;
  readonly product: PlanPieceProduct;
}

/** What a layer over the plan needs: the scale, and the pointer's place in the room. */
export interface PlanScale {
  /** Centimetres per CSS pixel: draw a size given in pixels as `px * cmPerPixel`. */
  readonly cmPerPixel: number;
  /** The room point (cm) under a pointer at (clientX, clientY), or null before layout. */
  readonly toRoom: (clientX: number, clientY: number) => Point | null;
}

export interface PlanOpening {
  readonly kind: 'door' | 'window';
  readonly index: number;
  readonly span: OpeningSpan;
}

/** How the drawing takes its size on the page. */
export type PlanSizing =
  /** As wide as its frame and no taller than `maxHeight`, margins (px) kept for the labels. */
  | {
      readonly fit: 'width';
      readonly maxHeight: (width: number, viewportHeight: number) => number;
      readonly marginX: number;
      readonly marginY: number;
    }
  /** Filling the box the page gives it (a thumbnail, a full-screen workspace). */
  | { readonly fit: 'box' };

export interface PlanViewParts {
  /** The floor grid (50 cm, or 2 ft), drawn on the floor. */
  readonly grid: boolean;
  /** Wall lengths: numbered pills (the editor), plain lengths along the walls, or none. */
  readonly labels: 'numbered' | 'lengths' | false;
  /** The floor area, in the middle of the room. */
  readonly area: boolean;
}

export interface PlanViewProps {
  plan: RoomPlan;
  /** The unit every length and area on the drawing is written in. */
  system: UnitSystem;
  /** The drawing's accessible name, e.g. "Plan of Living room, drawn to scale". */
  title: string;
  description?: string;
  pieces?: readonly PlanViewPiece[];
  show?: Partial<PlanViewParts>;
  sizing?: PlanSizing;
  /**
   * A viewBox set from outside (a workspace's zoom and pan), as numbers or as the attribute's
   * text; the fitted one otherwise. Labels and strokes keep their size on screen at any zoom.
   */
  viewBox?: ViewBox | string;
  /** `img` for a picture (a thumbnail); `group` when the layer on top has controls. */
  role?: 'img' | 'group';
  /** Walls and openings to mark: the selected wall, and those a check found a problem with. */
  marks?: {
    readonly selectedWall?: number | null;
    readonly wallsAtIssue?: ReadonlySet<number>;
    /** "door0", "window1" ... */
    readonly openingsAtIssue?: ReadonlySet<string>;
  };
  onWallLabel?: (index: number) => void;
  /** Wraps a door's or window's drawing (the editor makes each one a slider). */
  renderOpening?: (opening: PlanOpening, drawing: ReactNode, scale: PlanScale) => ReactNode;
  /** Wraps a piece's symbol, already placed (the canvas makes each one a draggable button). */
  renderPiece?: (piece: PlanViewPiece, symbol: ReactNode, scale: PlanScale) => ReactNode;
  onPointerDown?: PointerEventHandler<SVGSVGElement>;
  /** On the svg; `frameClassName` on the frame round it (sized by width only). */
  className?: string;
  frameClassName?: string;
  /** The interactive layer: drawn last, in the plan's centimetres. */
  children?: ReactNode;
}

const DEFAULT_PARTS: PlanViewParts = { grid: false, labels: false, area: false };
/** The width a prerendered page draws at (a phone's), before the real one is measured. */
const PRERENDER = { width: 350, height: 262, viewportHeight: 800 };
/** A finger's width in CSS pixels: the least size of anything a layer lets people drag. */
export const TOUCH_PX = 44;
/**
 * A wall's thickness on screen, in px, in a working drawing and in a picture (a thumbnail's
 * lines are thinner, PlanView.css): a window's frame spans it and a little more.
 */
const WALL_PX = { group: 6, img: 3 } as const;
/** Rugs under the furniture, wall pieces over it: the order a plan is read in. */
const LAYER_ORDER: Record<PlacementLayer, number> = { rug: 0, floor: 1, wall: 2 };
const NUMBERED = { out: 24, height: 24, padding: 34 } as const;
const LENGTHS = { out: 16, height: 14, padding: 0 } as const;

const PlanScaleContext = createContext<PlanScale>({ cmPerPixel: 1, toRoom: () => null });

/** The scale and pointer conversion of the plan this layer is drawn in. */
export const usePlanScale = (): PlanScale => useContext(PlanScaleContext);

/** The padding round a plan in a box: a twentieth of its size and 10 cm, room for its walls. */
function boxViewBox(outline: readonly Point[]): ViewBox {
  const box = boundingBox(outline);
  const pad = Math.max(box.width, box.height) * 0.05 + 10;
  return {
    minX: box.minX - pad,
    minY: box.minY - pad,
    width: box.width + 2 * pad,
    height: box.height + 2 * pad,
  };
}

/**
 * The room plan to scale: the floor and its grid, the walls, doors with their swing, windows,
 * the walls' lengths in the user's unit and the pieces true to their shape. Each screen that
 * shows a room draws it through this, and adds its own layer on top (children, or the
 * `renderOpening` and `renderPiece` wrappers), in the same centimetres.
 */
export function PlanView({
  plan,
  system,
  title,
  description,
  pieces = [],
  show,
  sizing = { fit: 'box' },
  viewBox: viewBoxOverride,
  role = 'group',
  marks = {},
  onWallLabel,
  renderOpening,
  renderPiece,
  onPointerDown,
  className,
  frameClassName,
  children,
}: PlanViewProps) {
  const parts = { ...DEFAULT_PARTS, ...show };
  // Kept in state, not refs: the pointer conversion handed to layers reads the element.
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const measured = useMeasuredSize(sizing.fit === 'width' ? frame : svg, PRERENDER);
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');

  const override =
    typeof viewBoxOverride === 'string' ? parseViewBox(viewBoxOverride) : viewBoxOverride;
  let viewBox: ViewBox;
  let pixels: { width: number; height: number } | null = null;
  if (sizing.fit === 'width') {
    const maxHeight = sizing.maxHeight(measured.width, measured.viewportHeight);
    const fit = fitPlan(plan.outline, measured.width, maxHeight, sizing.marginX, sizing.marginY);
    viewBox = override ?? fit.box;
    pixels = { width: fit.pixelWidth, height: fit.pixelHeight };
  } else {
    viewBox = override ?? boxViewBox(plan.outline);
  }
  const shown = pixels ?? measured;
  const u = cmPerPixelFor(viewBox, shown.width, shown.height);

  const toRoom = useCallback(
    (clientX: number, clientY: number) => clientToRoom(svg, clientX, clientY),
    [svg],
  );
  const scale = useMemo<PlanScale>(() => ({ cmPerPixel: u, toRoom }), [u, toRoom]);

  const wallList = walls(plan.outline);
  const closed = plan.outline.length >= 3;
  const floorArea = closed ? area(plan.outline) : 0;
  const centre = centroid(plan.outline);
  const ordered = pieces
    .map((piece, order) => ({ piece, order }))
    .sort(
      (a, b) =>
        LAYER_ORDER[a.piece.product.layer] - LAYER_ORDER[b.piece.product.layer] ||
        a.order - b.order,
    )
    .map(({ piece }) => piece);
  const drawPiece = (piece: PlanViewPiece) => {
    const symbol = <PieceSymbol product={piece.product} />;
    if (renderPiece) return renderPiece(piece, symbol, scale);
    return (
      <g key={piece.id} transform={pieceTransform(piece.x, piece.y, piece.rotation)}>
        {symbol}
      </g>
    );
  };
  const drawOpening = (opening: PlanOpening, drawing: ReactNode) => {
    const issue = marks.openingsAtIssue?.has(`${opening.kind}${opening.index}`) ?? false;
    const wrapped = renderOpening ? renderOpening(opening, drawing, scale) : drawing;
    return (
      <g
        key={`${opening.kind}-${opening.index}`}
        className={`plan-view__opening${issue ? ' has-issue' : ''}`}
      >
        {wrapped}
      </g>
    );
  };

  const gridStep = floorGridStep(system);
  const floorPath = closed ? pathData(plan.outline, true) : '';
  const labelLayout = parts.labels === 'numbered' ? NUMBERED : LENGTHS;
  const labels = parts.labels
    ? wallLabelSpots(
        wallList,
        wallList.map((wall) => formatLength(wall.length, system)),
        u,
        labelLayout,
      )
    : [];

  const drawing = (
    <svg
      ref={setSvg}
      className={`plan-view${className ? ` ${className}` : ''}`}
      viewBox={viewBoxAttr(viewBox)}
      width={pixels?.width}
      height={pixels?.height}
      preserveAspectRatio="xMidYMid meet"
      role={role}
      aria-labelledby={`${ids}-title`}
      aria-describedby={description ? `${ids}-desc` : undefined}
      data-fit={sizing.fit}
      onPointerDown={onPointerDown}
    >
      <title id={`${ids}-title`}>{title}</title>
      {description ? <desc id={`${ids}-desc`}>{description}</desc> : null}
      {parts.grid && closed ? (
        <defs>
          <pattern
            id={`${ids}-grid`}
            width={gridStep}
            height={gridStep}
            patternUnits="userSpaceOnUse"
          >
            <path d={gridCellPath(gridStep)} className="plan-view__grid-line" />
          </pattern>
          <clipPath id={`${ids}-floor`}>
            <path d={floorPath} />
          </clipPath>
        </defs>
      ) : null}
      {closed ? <path d={floorPath} className="plan-view__floor" /> : null}
      {parts.grid && closed ? (
        <rect
          x={viewBox.minX}
          y={viewBox.minY}
          width={viewBox.width}
          height={viewBox.height}
          fill={`url(#${ids}-grid)`}
          clipPath={`url(#${ids}-floor)`}
          className="plan-view__grid"
        />
      ) : null}

      {ordered.filter((piece) => piece.product.layer === 'rug').map(drawPiece)}

      {wallList.map((wall) => (
        <line
          key={`wall-${wall.index}`}
          x1={wall.start[0]}
          y1={wall.start[1]}
          x2={wall.end[0]}
          y2={wall.end[1]}
          className={`plan-view__wall${marks.selectedWall === wall.index ? ' is-selected' : ''}${
            marks.wallsAtIssue?.has(wall.index) ? ' has-issue' : ''
          }`}
        />
      ))}

      {plan.windows.map((window, index) => {
        const span = openingSpan(plan.outline, window);
        if (!span) return null;
        const { frame: band, glass } = windowMarks(span, (WALL_PX[role] + 3) * u);
        return drawOpening(
          { kind: 'window', index, span },
          <>
            <path d={pathData(band, true)} className="plan-view__window" />
            <path d={pathData(glass)} className="plan-view__glass" />
          </>,
        );
      })}

      {plan.doors.map((door, index) => {
        const span = openingSpan(plan.outline, door);
        const door2d = doorMarks(plan.outline, door);
        if (!span || !door2d) return null;
        return drawOpening(
          { kind: 'door', index, span },
          <>
            <path d={pathData(door2d.gap)} className="plan-view__gap" />
            <path d={door2d.swing} className="plan-view__swing" />
            <path d={pathData(door2d.leaf)} className="plan-view__leaf" />
          </>,
        );
      })}

      {ordered.filter((piece) => piece.product.layer !== 'rug').map(drawPiece)}

      {labels.length > 0 ? (
        <g className="plan-view__labels" aria-hidden="true">
          {labels.map(({ wall, text, at, angle }) =>
            wall.length <= 0 ? null : parts.labels === 'numbered' ? (
              <WallPill
                key={`label-${wall.index}`}
                number={wall.index + 1}
                text={text}
                at={at}
                u={u}
                selected={marks.selectedWall === wall.index}
                hasIssue={marks.wallsAtIssue?.has(wall.index) ?? false}
                onSelect={onWallLabel ? () => onWallLabel(wall.index) : undefined}
              />
            ) : wall.length >= 60 * u ? (
              <text
                key={`label-${wall.index}`}
                className="plan-view__length"
                fontSize={11 * u}
                transform={`translate(${round(at[0])} ${round(at[1])}) rotate(${angle})`}
              >
                {text}
              </text>
            ) : null,
          )}
        </g>
      ) : null}

      {parts.area &&
      closed &&
      floorArea > 0 &&
      containsPoint(plan.outline, centre, { boundary: false }) ? (
        <g className="plan-view__area" aria-hidden="true">
          <text
            x={centre[0]}
            y={centre[1] - 4 * u}
            fontSize={20 * u}
            className="plan-view__area-value"
          >
            {formatArea(floorArea, system)}
          </text>
          <text
            x={centre[0]}
            y={centre[1] + 14 * u}
            fontSize={11 * u}
            className="plan-view__area-label"
          >
            floor area
          </text>
        </g>
      ) : null}

      <PlanScaleContext.Provider value={scale}>{children}</PlanScaleContext.Provider>
    </svg>
  );

  if (sizing.fit === 'box') return drawing;
  return (
    <div className={`plan-view__frame${frameClassName ? ` ${frameClassName}` : ''}`} ref={setFrame}>
      {drawing}
    </div>
  );
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A wall's number and length in a pill, just outside the wall; a tap selects the wall. */
function WallPill({
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
  onSelect: (() => void) | undefined;
}) {
  const width = labelWidthPx(text, NUMBERED.padding) * u;
  const height = NUMBERED.height * u;
  const left = -width / 2;
  return (
    // Pointer only: the wall's own field in the editor's form is the keyboard's way there.
    <g
      className={`plan-view__pill${selected ? ' is-selected' : ''}${hasIssue ? ' has-issue' : ''}${
        onSelect ? ' is-pressable' : ''
      }`}
      transform={`translate(${round(at[0])} ${round(at[1])})`}
      onClick={onSelect}
    >
      <rect
        x={left}
        y={-height / 2}
        width={width}
        height={height}
        rx={height / 2}
        className="plan-view__pill-shape"
      />
      <circle cx={left + 12 * u} cy={0} r={8 * u} className="plan-view__pill-badge" />
      <text x={left + 12 * u} y={0} fontSize={10 * u} className="plan-view__pill-number">
        {number}
      </text>
      <text x={left + 25 * u} y={0} fontSize={12 * u} className="plan-view__pill-text">
        {text}
      </text>
    </g>
  );
}
