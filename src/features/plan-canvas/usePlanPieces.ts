import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_DESIGN, type PlacedPiece, type RoomDesign } from '../../lib/room/design.ts';
import type { RoomPlanRecord } from '../../lib/room/records.ts';
import { notify } from '../../ui/notify.tsx';
import { changeDesign } from './designStore.ts';
import { samePieces } from './pieceEdits.ts';

/** After the last write, this tab's pieces give way to the stored ones at the latest then. */
const SETTLE_GRACE_MS = 1500;

function storageFailed(error: unknown) {
  console.error('Could not save the design', error);
  notify({
    title: 'Could not save your room',
    description: 'This device could not store the change. Please try again.',
    variant: 'destructive',
  });
}

export interface PlanPieces {
  design: RoomDesign;
  pieces: readonly PlacedPiece[];
  /** Shows the pieces at once and writes them (with the plan and the cart). */
  commit: (next: readonly PlacedPiece[]) => void;
  /** Replaces the whole design (a design chosen in "Design my room"). */
  replace: (design: RoomDesign) => void;
}

/**
 * The design's pieces as this tab shows them: the stored ones, or while this tab's edits are
 * being written, the latest edit (quick key presses must not see an older write come back).
 */
export function usePlanPieces(record: RoomPlanRecord): PlanPieces {
  const stored = record.design ?? EMPTY_DESIGN;
  const [local, setLocal] = useState<{ planId: string; design: RoomDesign } | null>(null);
  const inFlight = useRef(0);
  const [settled, setSettled] = useState(0);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const write = useCallback(
    (design: RoomDesign) => {
      setLocal({ planId: record.id, design });
      window.clearTimeout(timer.current);
      inFlight.current += 1;
      changeDesign(
        record.id,
        (current) => ({ ...design, brief: design.brief ?? current.brief }),
        new Date(),
        record,
      )
        .catch(storageFailed)
        .finally(() => {
          inFlight.current -= 1;
          if (inFlight.current > 0) return;
          setSettled((count) => count + 1);
          timer.current = window.setTimeout(() => setLocal(null), SETTLE_GRACE_MS);
        });
    },
    [record],
  );

  // Once every write has landed and the stored design shows it, the stored design rules.
  useEffect(() => {
    if (local && inFlight.current === 0 && samePieces(stored.pieces, local.design.pieces)) {
      window.clearTimeout(timer.current);
      setLocal(null);
    }
  }, [stored, local, settled]);

  const design = local && local.planId === record.id ? local.design : stored;

  const commit = useCallback(
    (next: readonly PlacedPiece[]) => write({ ...design, pieces: next }),
    [design, write],
  );

  return { design, pieces: design.pieces, commit, replace: write };
}
