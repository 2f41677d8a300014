import { lazy, Suspense, useState } from 'react';
import { Sparkles } from 'lucide-react';
import type { RoomDesign } from '../../lib/room/design.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import type { UnitSystem } from '../../lib/room/units.ts';
import { Button } from '../../ui/Button.tsx';

export interface DesignMyRoomProps {
  plan: RoomPlan;
  /** The unit the room was measured in (metric when not given). */
  system?: UnitSystem;
  design: RoomDesign;
  onChoose: (design: RoomDesign) => void;
}

const loadDialog = () => import('./DesignRoomDialog.tsx');
const DesignRoomDialog = lazy(loadDialog);

/**
 * The "Design my room" button. Its dialog (and, once the user designs, the layout worker) is
 * fetched on first use, so the plan editor does not carry either.
 */
export function DesignMyRoom({ plan, system, design, onChoose }: DesignMyRoomProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the brief typed in survives a close.
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        className="design-room__open"
        icon={<Sparkles aria-hidden="true" />}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Design my room
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <DesignRoomDialog
            open={open}
            onOpenChange={setOpen}
            plan={plan}
            system={system}
            design={design}
            onChoose={onChoose}
          />
        </Suspense>
      ) : null}
    </>
  );
}
