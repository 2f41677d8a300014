import { useId, useState } from 'react';
import { ArrowLeftRight, Lock, LockOpen, RotateCcw, RotateCw, Trash2 } from 'lucide-react';
import type { FurnitureProduct } from '../../lib/catalogue/furniture.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import { formatPrice } from '../../lib/format.ts';
import { formatSize, type UnitSystem } from '../../lib/room/units.ts';
import { normaliseRotation } from '../../lib/room/rotation.ts';
import { ROTATE_STEP_DEG, similarProducts } from './pieceEdits.ts';

export interface PieceInspectorProps {
  piece: PlacedPiece;
  product: FurnitureProduct;
  /** The unit the room was measured in, which the sizes read in. */
  system: UnitSystem;
  label: string;
  onRotateStep: (direction: 1 | -1) => void;
  onRotateTo: (degrees: number) => void;
  onToggleLock: () => void;
  onSwap: (productId: string) => void;
  onRemove: () => void;
}

/**
 * The selected piece: its name, size and price, and what can be done to it. Keyed by the
 * piece, so another piece starts with the swap menu closed.
 */
export function PieceInspector({
  piece,
  product,
  system,
  label,
  onRotateStep,
  onRotateTo,
  onToggleLock,
  onSwap,
  onRemove,
}: PieceInspectorProps) {
  const rotationId = useId();
  const swapId = useId();
  // What the user is typing; otherwise the field shows the piece's turn, however it was made.
  const [draft, setDraft] = useState<string | null>(null);
  const [swapOpen, setSwapOpen] = useState(false);
  const choices = swapOpen ? similarProducts(piece.productId) : [];

  const applyRotation = () => {
    if (draft === null) return;
    const value = Number.parseFloat(draft.replace(',', '.'));
    setDraft(null);
    if (Number.isFinite(value)) onRotateTo(normaliseRotation(value));
  };

  return (
    <section className="piece-inspector" aria-label={`Selected: ${label}`}>
      <div className="piece-inspector__head">
        <p className="piece-inspector__name">{label}</p>
        <p className="piece-inspector__meta">
          {formatSize(product.width, product.depth, system)} · {formatPrice(product.price, 'USD')}
          {piece.locked ? ' · Locked' : ''}
        </p>
      </div>
      <div className="piece-inspector__tools">
        <button
          type="button"
          className="piece-tool"
          onClick={() => onRotateStep(-1)}
          aria-label={`Turn left ${ROTATE_STEP_DEG}°`}
        >
          <RotateCcw aria-hidden="true" />
        </button>
        <div className="piece-inspector__rotation">
          <label htmlFor={rotationId} className="piece-inspector__rotation-label">
            Rotation
          </label>
          <input
            id={rotationId}
            className="field__input piece-inspector__rotation-input"
            inputMode="decimal"
            value={draft ?? String(piece.rotation)}
            aria-describedby={`${rotationId}-unit`}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={applyRotation}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyRotation();
              }
            }}
          />
          <span id={`${rotationId}-unit`} className="piece-inspector__unit">
            degrees
          </span>
        </div>
        <button
          type="button"
          className="piece-tool"
          onClick={() => onRotateStep(1)}
          aria-label={`Turn right ${ROTATE_STEP_DEG}°`}
        >
          <RotateCw aria-hidden="true" />
        </button>
        <button
          type="button"
          className="piece-tool"
          aria-pressed={piece.locked}
          onClick={onToggleLock}
          title={piece.locked ? 'Kept by Design my room' : undefined}
        >
          {piece.locked ? <Lock aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
          <span className="piece-tool__text">{piece.locked ? 'Locked' : 'Lock'}</span>
        </button>
        <button
          type="button"
          className="piece-tool"
          aria-expanded={swapOpen}
          aria-controls={swapId}
          onClick={() => setSwapOpen((open) => !open)}
        >
          <ArrowLeftRight aria-hidden="true" />
          <span className="piece-tool__text">Swap</span>
        </button>
        <button type="button" className="piece-tool piece-tool--danger" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          <span className="piece-tool__text">Remove</span>
        </button>
      </div>
      <div id={swapId} hidden={!swapOpen}>
        {swapOpen ? (
          choices.length === 0 ? (
            <p className="piece-inspector__note">No other product of this kind yet.</p>
          ) : (
            <ul className="piece-swap" aria-label={`Swap ${label} for`}>
              {choices.map((choice) => (
                <li key={choice.id}>
                  <button
                    type="button"
                    className="piece-swap__option"
                    onClick={() => {
                      setSwapOpen(false);
                      onSwap(choice.id);
                    }}
                  >
                    <span className="piece-swap__name">{choice.name}</span>
                    <span className="piece-swap__meta">
                      {formatSize(choice.width, choice.depth, system)} ·{' '}
                      {formatPrice(choice.price, 'USD')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </section>
  );
}
