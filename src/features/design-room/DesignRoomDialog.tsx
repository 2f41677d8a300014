import { useRef, useState, type FormEvent } from 'react';
import { lockedPieces } from '../../lib/layout/pieces.ts';
import type { LayoutBrief } from '../../lib/layout/types.ts';
import type { DesignBrief, RoomDesign } from '../../lib/room/design.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import type { UnitSystem } from '../../lib/room/units.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { BriefFields, type BriefDraft } from './BriefFields.tsx';
import { DEFAULT_BRIEF, readBudget } from './briefForm.ts';
import { chosenDesign } from './designChoice.ts';
import { DesignOptions } from './DesignOptions.tsx';
import type { DesignOption, DesignProgress } from './layoutClient.ts';
import { nextSeeds } from './seeds.ts';
import { useDesignRun } from './useDesignRun.ts';
import './DesignRoom.css';

export interface DesignRoomDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: RoomPlan;
  /** The unit the room was measured in: what the dialog says in lengths and areas follows it. */
  system?: UnitSystem;
  design: RoomDesign;
  onChoose: (design: RoomDesign) => void;
}

const FORM_ID = 'design-room-brief';

function draftOf(brief: DesignBrief | undefined): BriefDraft {
  const { roomType, style, budget } = brief ?? DEFAULT_BRIEF;
  return { roomType, style, budget: String(budget) };
}

function progressText(progress: DesignProgress | null, options: number): string {
  if (!progress) return 'Getting ready…';
  return `Designing option ${progress.option + 1} of ${progress.options || options}…`;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** "Design my room": the brief, the engine at work, then three alternatives to choose from. */
export default function DesignRoomDialog({
  open,
  onOpenChange,
  plan,
  system = 'metric',
  design,
  onChoose,
}: DesignRoomDialogProps) {
  const [draft, setDraft] = useState<BriefDraft>(() => draftOf(design.brief));
  const [budgetError, setBudgetError] = useState<string | null>(null);
  const [brief, setBrief] = useState<DesignBrief | null>(null);
  const { state, start, reset } = useDesignRun();
  const budgetInput = useRef<HTMLInputElement>(null);
  const locked = design.pieces.filter((piece) => piece.locked);

  const design3 = (next: DesignBrief) => {
    setBrief(next);
    const base = { ...next, locked: lockedPieces(design.pieces) };
    const briefs: LayoutBrief[] = nextSeeds(plan).map((seed) => ({ ...base, seed }));
    start(plan, briefs);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = readBudget(draft.budget);
    if (checked.error !== undefined) {
      setBudgetError(checked.error);
      budgetInput.current?.focus();
      return;
    }
    setBudgetError(null);
    design3({ roomType: draft.roomType, style: draft.style, budget: checked.budget });
  };

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const use = (option: DesignOption) => {
    if (!brief) return;
    onChoose(chosenDesign(option.result.items, design.pieces, brief));
    close(false);
  };

  const backToBrief = () => reset();

  let body;
  let footer;
  let description: string;
  switch (state.status) {
    case 'idle':
      description = 'Tell us what the room is for; we lay out three designs to choose from.';
      body = (
        <form id={FORM_ID} className="design-room__form" noValidate onSubmit={submit}>
          <BriefFields
            draft={draft}
            onChange={setDraft}
            budgetError={budgetError}
            budgetRef={budgetInput}
            onBudgetBlur={() => {
              if (budgetError !== null) setBudgetError(readBudget(draft.budget).error ?? null);
            }}
          />
          {locked.length > 0 ? (
            <p className="design-room__locked">
              {locked.length} locked {plural(locked.length, 'piece stays', 'pieces stay')} where{' '}
              {plural(locked.length, 'it is', 'they are')}; the design fills in around{' '}
              {plural(locked.length, 'it', 'them')}.
            </p>
          ) : null}
        </form>
      );
      footer = (
        <Button type="submit" form={FORM_ID} block>
          Design
        </Button>
      );
      break;
    case 'running': {
      const text = progressText(state.progress, 3);
      description = 'Laying out your room. It takes a moment; the page stays usable.';
      body = (
        <div className="design-room__running">
          <ProgressBar
            className="design-room__progress"
            label="Designing your room"
            value={(state.progress?.fraction ?? 0) * 100}
            valueText={text}
          />
          <p className="design-room__status" aria-live="polite">
            {text}
          </p>
        </div>
      );
      footer = (
        <Button variant="secondary" block onClick={backToBrief}>
          Stop
        </Button>
      );
      break;
    }
    case 'done':
      description = 'Pick the one you like; you can move, swap or remove pieces afterwards.';
      body = (
        <DesignOptions
          plan={plan}
          system={system}
          options={state.options}
          budget={brief?.budget ?? 0}
          onUse={use}
        />
      );
      footer = (
        <div className="design-room__actions">
          <Button variant="secondary" onClick={backToBrief}>
            Change the brief
          </Button>
          <Button variant="ghost" onClick={() => brief && design3(brief)}>
            Design again
          </Button>
        </div>
      );
      break;
    case 'failed':
      description = 'The room could not be designed.';
      body = (
        <div className="design-room__failed" role="alert">
          <p className="design-room__nothing-title">
            {state.failure.kind === 'input'
              ? 'Your locked pieces cannot be kept as they are.'
              : 'Something went wrong while designing.'}
          </p>
          <p>{state.failure.message}</p>
          {state.failure.kind === 'input' ? (
            <p>Unlock or move them, or raise the budget, and design again.</p>
          ) : null}
        </div>
      );
      footer = (
        <div className="design-room__actions">
          <Button variant="secondary" onClick={backToBrief}>
            Change the brief
          </Button>
          {state.failure.kind === 'input' ? null : (
            <Button onClick={() => brief && design3(brief)}>Try again</Button>
          )}
        </div>
      );
      break;
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Design my room"
      description={description}
      className={`design-room${state.status === 'done' ? ' design-room--options' : ''}`}
      footer={footer}
    >
      {body}
    </Dialog>
  );
}
