import { memo } from 'react';
import type { PieceShapeSource } from '../lib/room/pieceOutline.ts';
import { planSymbol, type SymbolShape } from '../lib/room/planSymbols.ts';
import './PieceSymbol.css';

export interface PieceSymbolProps {
  /** The product's kind, true size in centimetres and name (which makes some pieces round). */
  product: PieceShapeSource;
  className?: string;
}

function Shape({ shape }: { shape: SymbolShape }) {
  // Hairlines at any zoom, as a drawn plan keeps them.
  const style = { className: `piece-symbol__${shape.role}`, vectorEffect: 'non-scaling-stroke' };
  switch (shape.type) {
    case 'rect': {
      const { x, y, width, height, radius } = shape;
      return <rect {...style} x={x} y={y} width={width} height={height} rx={radius} />;
    }
    case 'ellipse':
      return <ellipse {...style} cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} />;
    case 'path':
      return <path {...style} d={shape.d} />;
    case 'line':
      return <line {...style} x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} />;
  }
}

/**
 * A piece's top-down plan symbol as an SVG group in the piece's own centimetres (origin at its
 * centre, +y its front). Place it with a transform: `translate(x y) rotate(rotation)`.
 */
export const PieceSymbol = memo(function PieceSymbol({ product, className }: PieceSymbolProps) {
  return (
    <g
      className={className ? `piece-symbol ${className}` : 'piece-symbol'}
      data-kind={product.kind}
    >
      {planSymbol(product).map((shape, index) => (
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
