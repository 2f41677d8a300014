import { memo } from 'react';
import type { FurnitureKind } from '../lib/catalogue/furniture.ts';
import { planSymbol, type SymbolShape } from '../lib/room/planSymbols.ts';
import './PieceSymbol.css';

export interface PieceSymbolProps {
  kind: FurnitureKind;
  /** The piece's true size in centimetres. */
  width: number;
  depth: number;
  className?: string;
}

function Shape({ shape }: { shape: SymbolShape }) {
  const className = `piece-symbol__${shape.role}`;
  switch (shape.type) {
    case 'rect':
      return (
        <rect
          className={className}
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          rx={shape.radius}
          vectorEffect="non-scaling-stroke"
        />
      );
    case 'circle':
      return (
        <circle
          className={className}
          cx={shape.cx}
          cy={shape.cy}
          r={shape.r}
          vectorEffect="non-scaling-stroke"
        />
      );
    case 'line':
      return (
        <line
          className={className}
          x1={shape.x1}
          y1={shape.y1}
          x2={shape.x2}
          y2={shape.y2}
          vectorEffect="non-scaling-stroke"
        />
      );
  }
}

/**
 * A piece's top-down plan symbol as an SVG group in the piece's own centimetres (origin at its
 * centre, +y its front). Place it with a transform: `translate(x y) rotate(rotation)`.
 */
export const PieceSymbol = memo(function PieceSymbol({
  kind,
  width,
  depth,
  className,
}: PieceSymbolProps) {
  const shapes = planSymbol(kind, width, depth);
  return (
    <g className={className ? `piece-symbol ${className}` : 'piece-symbol'} data-kind={kind}>
      {shapes.map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
    </g>
  );
});

/** The SVG transform that puts a symbol drawn in its own centimetres on the plan. */
export function pieceTransform(x: number, y: number, rotation: number): string {
  const round = (value: number) => Math.round(value * 100) / 100;
  return `translate(${round(x)} ${round(y)}) rotate(${round(rotation)})`;
}
