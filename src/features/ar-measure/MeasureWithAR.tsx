import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Smartphone } from 'lucide-react';
import { useLocation } from 'wouter';
import { nextPlanName } from '../../lib/room/editing.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import { buttonClass, ButtonLink } from '../../ui/Button.tsx';
import { notify } from '../../ui/notify.tsx';
import {
  newRoomPlanRecord,
  putRoomPlan,
  useUnitSystem,
  type MeasureRoomFrom,
} from '../room-plan/index.ts';
import type { ArOutcome } from './ArMeasureOverlay.tsx';
import { AR_COPY } from './arMeasureCopy.ts';
import { measuredPlanHref } from './arMeasureLinks.ts';
import { rememberMeasuredRoom } from './measuredRooms.ts';
import { useArSupport } from './useArSupport.ts';
import './ArMeasure.css';

const loadOverlay = () => import('./ArMeasureOverlay.tsx');
// The session, three.js and the overlay: fetched (or read from the precache) once AR is offered.
const ArMeasureOverlay = lazy(loadOverlay);

async function planNames(): Promise<string[]> {
  const { db } = await import('../../lib/db.ts');
  return (await db.roomPlans.toArray()).map((record) => record.name);
}

async function keepPlan(plan: RoomPlan, name: string, from: MeasureRoomFrom): Promise<string> {
  const record = newRoomPlanRecord(name, plan, from);
  await putRoomPlan(record);
  return record.id;
}

type Kept =
  | {
      readonly kind: 'draft';
      readonly planId: string;
      readonly name: string;
      readonly corners: number;
    }
  | { readonly kind: 'nothing'; readonly corners: number };

export interface MeasureWithARProps {
  /**
   * Keeps the scan this measurement completes and returns its id (on the scanner page), so the
   * plan is linked from that scan.
   */
  readonly completeScan?: () => Promise<string>;
}

/**
 * "Measure with AR": offered only where the browser can run an immersive-ar session (Chrome on
 * an ARCore phone); elsewhere it draws nothing. The measured room becomes an ordinary plan, kept
 * on the device and opened in the editor; a session that ends early keeps its corners as a draft.
 */
export function MeasureWithAR({ completeScan }: MeasureWithARProps) {
  const support = useArSupport();
  const [system] = useUnitSystem();
  const [open, setOpen] = useState(false);
  const [kept, setKept] = useState<Kept | null>(null);
  const offer = useRef<HTMLButtonElement>(null);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (support === 'supported') void loadOverlay().catch(() => undefined);
  }, [support]);

  if (support !== 'supported') return null;

  const onOutcome = (outcome: ArOutcome) => {
    setOpen(false);
    void settle(outcome).catch((error: unknown) => {
      console.error('Could not keep the measured room on this device', error);
      notify({
        title: 'Your measured room was not saved',
        description: 'This device could not keep it. Please try again.',
        variant: 'destructive',
      });
    });
  };

  const settle = async (outcome: ArOutcome) => {
    if (outcome.kind === 'closed') {
      offer.current?.focus();
      return;
    }
    const name = nextPlanName(await planNames());
    if (outcome.kind === 'measured') {
      const scanId = completeScan ? await completeScan() : undefined;
      const planId = await keepPlan(outcome.plan, name, scanId ? { scanId } : {});
      rememberMeasuredRoom(planId, outcome.plan, outcome.frame);
      navigate(measuredPlanHref(planId));
      return;
    }
    if (outcome.draft) {
      const draftName = `${name} (draft)`;
      const planId = await keepPlan(outcome.draft, draftName, {});
      setKept({ kind: 'draft', planId, name: draftName, corners: outcome.corners });
    } else {
      setKept({ kind: 'nothing', corners: outcome.corners });
    }
    offer.current?.focus();
  };

  return (
    <div className="ar-offer">
      <button
        ref={offer}
        type="button"
        className={buttonClass({ variant: 'secondary', size: 'lg', block: true })}
        onClick={() => {
          setKept(null);
          setOpen(true);
        }}
      >
        <Smartphone aria-hidden="true" />
        <span>{AR_COPY.offer}</span>
      </button>
      <p className="ar-offer__note">{AR_COPY.offerNote}</p>
      <div role="status" className="ar-offer__kept">
        {kept?.kind === 'draft' ? (
          <>
            <p>{AR_COPY.endedDraft(kept.corners, kept.name)}</p>
            <ButtonLink href={measuredPlanHref(kept.planId)} variant="ghost">
              {AR_COPY.openDraft}
            </ButtonLink>
          </>
        ) : kept?.kind === 'nothing' ? (
          <p>{AR_COPY.endedTooFew(kept.corners)}</p>
        ) : null}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <ArMeasureOverlay system={system} onOutcome={onOutcome} />
        </Suspense>
      ) : null}
    </div>
  );
}
