import {
  lazy,
  startTransition,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  Armchair,
  Bed,
  Briefcase,
  CircleCheck,
  PenLine,
  Plus,
  Square,
  TriangleAlert,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import {
  addDoor,
  addWindow,
  newLShapePlan,
  newRectanglePlan,
  nextPlanName,
  removeOpening,
  setHeight,
  setWallLength,
  slideOpening,
  updateOpening,
  type OpeningKind,
} from '../../lib/room/editing.ts';
import { area, perimeter, wallLengths } from '../../lib/room/geometry.ts';
import type { Point, RoomPlan } from '../../lib/room/plan.ts';
import { presetSummary, ROOM_PRESETS } from '../../lib/room/presets.ts';
import { roomUnits } from '../../lib/room/records.ts';
import { formatArea, formatLength, type UnitSystem } from '../../lib/room/units.ts';
import { issuesFor, validateRoomPlan } from '../../lib/room/validation.ts';
import { useBrowserValue } from '../../lib/useBrowserValue.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { TextField } from '../../ui/FormField.tsx';
import { notify } from '../../ui/notify.tsx';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';
import { useSearchAfterHydration } from '../../ui/useSearchAfterHydration.ts';
import { LengthField } from './LengthField.tsx';
import { designRoomHref, readMeasureRoomFrom } from './links.ts';
import { OpeningFields } from './OpeningFields.tsx';
import { OutlineDrawer } from './OutlineDrawer.tsx';
import { PlanDrawing } from './PlanDrawing.tsx';
import { RoomPlanList } from './RoomPlanList.tsx';
import { ScanImport } from './ScanImport.tsx';
import {
  deleteRoomPlan,
  newRoomPlanRecord,
  putRoomPlan,
  useRoomPlans,
  type RoomPlanRecord,
} from './roomPlanStore.ts';
import { useUnitSystem } from './unitPreference.ts';
import '../../ui/IconButton.css';
import './RoomPlan.css';

// With the photos' database, only for a plan measured from a scan or an upload.
const RoomReferencePhotos = lazy(() => import('./RoomReferencePhotos.tsx'));

/** What the page shows before any plan is kept: a 4 x 3 m room, saved at its first edit. */
const STARTING_RECORD: RoomPlanRecord = {
  id: '',
  name: 'Room 1',
  plan: newRectanglePlan(400, 300),
  createdAt: '',
  updatedAt: '',
};

const PRESET_ICONS: Readonly<Record<string, LucideIcon>> = {
  bedroom: Bed,
  'living-room': Armchair,
  'dining-room': Utensils,
  'home-office': Briefcase,
};

function LShapeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 4h16v9h-8v7H4z" />
    </svg>
  );
}

function storageFailed(error: unknown) {
  console.error('Could not keep the room plan on this device', error);
  notify({
    title: 'Your plan was not saved',
    description: 'This device could not keep your changes. Please try again.',
    variant: 'destructive',
  });
}

/**
 * "Measure your room": the plan editor. The user starts from a shape, a ready-made room or a
 * drawing, types every wall's length, the ceiling, doors and windows, and sees the room drawn to
 * scale as they go. Every change is kept on the device at once; nothing typed is ever reset.
 */
export function RoomPlanEditor({
  title,
  summary,
  notice,
  startTools,
}: {
  title: string;
  summary: string;
  /** Said above the plan (such as how the plan just opened was measured). */
  notice?: ReactNode;
  /** Other ways to start a room, after the shapes and the ready-made rooms. */
  startTools?: ReactNode;
}) {
  const records = useRoomPlans();
  const search = useSearchAfterHydration();
  const hydrated = useBrowserValue(() => true, false);
  const [deviceSystem, setDeviceSystem] = useUnitSystem();
  const [current, setCurrent] = useState<RoomPlanRecord>(STARTING_RECORD);
  // A room reads in the unit it was measured in; a new one in the device's choice.
  const system = roomUnits(current, deviceSystem);
  const latest = useRef(current);
  const [picked, setPicked] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const [selectedWall, setSelectedWall] = useState<number | null>(null);
  // Changes when another plan is opened, so its fields start from its values; saving the
  // starting plan for the first time gives it an id but must not reset the field being typed in.
  const [session, setSession] = useState(0);
  const wallInputs = useRef<(HTMLInputElement | null)[]>([]);
  const headingId = useId();
  // What a start choice redraws: a choice tapped before the page answers marks it busy
  // (index.html), so nothing is typed into fields about to be replaced.
  const workArea = `${headingId}-work`;

  const keep = (record: RoomPlanRecord) => {
    latest.current = record;
    setCurrent(record);
    putRoomPlan(record).catch(storageFailed);
  };

  /** A record as the user changed it, with the unit they measure it in. */
  const measured = (record: RoomPlanRecord): RoomPlanRecord => ({
    ...record,
    units: roomUnits(record, system),
  });

  const setSystem = (units: UnitSystem) => {
    setDeviceSystem(units);
    const base = latest.current;
    if (base.id) keep({ ...base, units, updatedAt: new Date().toISOString() });
  };

  const startNew = (plan: RoomPlan, name?: string): string => {
    const names = (records ?? []).map((record) => record.name);
    const record = newRoomPlanRecord(
      name && !names.includes(name) ? name : nextPlanName(names),
      plan,
    );
    setDrawing(false);
    setSelectedWall(null);
    setSession((n) => n + 1);
    keep(measured(record));
    return record.id;
  };

  // Once the kept plans are known, open the one the address asks for, or the last edited.
  useEffect(() => {
    if (picked || records === undefined || !hydrated) return;
    const from = readMeasureRoomFrom(search);
    startTransition(() => {
      setPicked(true);
      const named = from.planId
        ? records.find((record) => record.id === from.planId)
        : from.scanId
          ? records.find((record) => record.scanId === from.scanId)
          : undefined;
      if (named) {
        latest.current = named;
        setCurrent(named);
        setSession((n) => n + 1);
      } else if (from.scanId || from.photoIds) {
        const names = records.map((record) => record.name);
        keep(newRoomPlanRecord(nextPlanName(names), newRectanglePlan(400, 300), from));
      } else if (records[0] && latest.current.id === '') {
        latest.current = records[0];
        setCurrent(records[0]);
        setSession((n) => n + 1);
      }
    });
  }, [picked, records, hydrated, search]);

  const edit = (change: (plan: RoomPlan) => RoomPlan) => {
    const base = latest.current;
    const now = new Date().toISOString();
    const record: RoomPlanRecord = base.id
      ? { ...base, plan: change(base.plan), updatedAt: now }
      : { ...newRoomPlanRecord(base.name, change(base.plan)), name: base.name };
    keep(measured(record));
  };

  const rename = (name: string) => {
    const base = latest.current;
    keep(
      measured(
        base.id
          ? { ...base, name, updatedAt: new Date().toISOString() }
          : { ...newRoomPlanRecord(name, base.plan) },
      ),
    );
  };

  const open = (record: RoomPlanRecord) => {
    latest.current = record;
    setCurrent(record);
    setSession((n) => n + 1);
    setDrawing(false);
    setSelectedWall(null);
  };

  const remove = (record: RoomPlanRecord) => {
    deleteRoomPlan(record.id).catch(storageFailed);
    if (record.id === latest.current.id) {
      const next = (records ?? []).find((other) => other.id !== record.id);
      open(next ?? STARTING_RECORD);
    }
  };

  const { plan } = current;
  const issues = useMemo(() => validateRoomPlan(plan, { units: system }), [plan, system]);
  const lengths = wallLengths(plan.outline);
  const floorArea = plan.outline.length >= 3 ? area(plan.outline) : 0;

  const selectWall = (index: number) => {
    setSelectedWall(index);
    wallInputs.current[index]?.focus();
  };

  const slide = (kind: OpeningKind, index: number, offset: number) =>
    edit((before) => slideOpening(before, kind, index, offset));

  return (
    <div className="room-plan">
      <header className="room-plan__intro">
        <div className="container">
          <p className="room-plan__eyebrow">Your room, measured</p>
          <h1 className="room-plan__title">{title}</h1>
          <p className="room-plan__summary">{summary}</p>
        </div>
      </header>

      <div className="container room-plan__body">
        {notice}
        <section className="room-plan__starts" aria-labelledby={`${headingId}-start`}>
          <h2 id={`${headingId}-start`} className="room-plan__section-title">
            Start a new room
          </h2>
          <h3 className="room-plan__start-label">From a shape</h3>
          <ul className="room-plan__start-list">
            <li>
              <button
                type="button"
                className="start-chip"
                aria-controls={workArea}
                onClick={() => startNew(newRectanglePlan(400, 300))}
              >
                <Square aria-hidden="true" />
                <span className="start-chip__name">Rectangle</span>
              </button>
            </li>
            <li>
              <button
                type="button"
                className="start-chip"
                aria-controls={workArea}
                onClick={() => startNew(newLShapePlan())}
              >
                <LShapeIcon />
                <span className="start-chip__name">L-shape</span>
              </button>
            </li>
            <li>
              <button
                type="button"
                className="start-chip"
                aria-controls={workArea}
                aria-pressed={drawing}
                onClick={() => {
                  setDrawing(true);
                  setSelectedWall(null);
                }}
              >
                <PenLine aria-hidden="true" />
                <span className="start-chip__name">Draw it</span>
              </button>
            </li>
          </ul>
          <h3 className="room-plan__start-label">From a ready-made room</h3>
          <ul className="room-plan__start-list">
            {ROOM_PRESETS.map((preset) => {
              const Icon = PRESET_ICONS[preset.id];
              return (
                <li key={preset.id}>
                  <button
                    type="button"
                    className="start-chip start-chip--preset"
                    aria-controls={workArea}
                    onClick={() => startNew(preset.plan, preset.name)}
                  >
                    {Icon ? <Icon aria-hidden="true" /> : <LShapeIcon />}
                    <span className="start-chip__name">{preset.name}</span>
                    <span className="start-chip__size">{presetSummary(preset, system)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <ScanImport system={system} currentPlanId={current.id} onImport={startNew} />
          {startTools}
        </section>

        {drawing ? (
          <section
            id={workArea}
            className="room-plan__card room-plan__drawer"
            aria-labelledby={`${headingId}-draw`}
          >
            <h2 id={`${headingId}-draw`} className="room-plan__section-title">
              Draw your room
            </h2>
            <OutlineDrawer
              system={system}
              onCancel={() => setDrawing(false)}
              onFinish={(outline: Point[]) => startNew({ ...newRectanglePlan(), outline })}
            />
          </section>
        ) : (
          <div id={workArea} className="room-plan__workspace">
            <section
              className="room-plan__card room-plan__view"
              aria-labelledby={`${headingId}-plan`}
            >
              <div className="room-plan__view-head">
                <h2 id={`${headingId}-plan`} className="room-plan__section-title">
                  {current.name.trim() || 'Untitled room'}
                </h2>
                <p className="room-plan__saved" aria-live="polite">
                  {current.id ? 'Saved on this device' : 'Not saved yet'}
                </p>
              </div>
              <PlanDrawing
                plan={plan}
                name={current.name.trim() || 'your room'}
                system={system}
                issues={issues}
                selectedWall={selectedWall}
                onSelectWall={selectWall}
                onSlideOpening={slide}
              />
              <p className="room-plan__drag-hint">
                Tap a wall to type its length. Drag a door or window along its wall, or select it
                and use the arrow keys.
              </p>
              <dl className="room-plan__facts">
                <div>
                  <dt>Floor area</dt>
                  <dd data-testid="floor-area">{formatArea(floorArea, system)}</dd>
                </div>
                <div>
                  <dt>Perimeter</dt>
                  <dd>{formatLength(perimeter(plan.outline), system, { metres: true })}</dd>
                </div>
                <div>
                  <dt>Ceiling</dt>
                  <dd>{formatLength(plan.height, system)}</dd>
                </div>
              </dl>
              <PlanStatus issueMessages={issues.map((issue) => issue.message)} />
            </section>

            <div className="room-plan__form">
              <section className="room-plan__card" aria-labelledby={`${headingId}-room`}>
                <h2 id={`${headingId}-room`} className="room-plan__section-title">
                  Room
                </h2>
                <TextField
                  label="Room name"
                  value={current.name}
                  maxLength={60}
                  autoComplete="off"
                  onChange={(event) => rename(event.target.value)}
                />
                <div className="room-plan__units">
                  <span className="field__label">Measure in</span>
                  <SegmentedControl<UnitSystem>
                    label="Measure in"
                    value={system}
                    onValueChange={setSystem}
                    options={[
                      { value: 'metric', label: 'cm' },
                      { value: 'imperial', label: 'ft & in' },
                    ]}
                  />
                </div>
                <LengthField
                  id="room-height"
                  label="Ceiling height"
                  value={plan.height}
                  system={system}
                  onChange={(height) => edit((before) => setHeight(before, height))}
                  error={issuesFor(issues, { kind: 'height' })[0]?.message ?? null}
                />
              </section>

              <section className="room-plan__card" aria-labelledby={`${headingId}-walls`}>
                <h2 id={`${headingId}-walls`} className="room-plan__section-title">
                  Walls
                </h2>
                <p className="room-plan__hint">
                  Numbered round the room as on the plan. Type each length; a rectangle keeps its
                  right angles as you go.
                </p>
                {issuesFor(issues, { kind: 'outline' }).map((issue) => (
                  <p key={issue.code} className="field__error">
                    <TriangleAlert aria-hidden="true" />
                    <span>{issue.message}</span>
                  </p>
                ))}
                <div className="room-plan__walls">
                  {lengths.map((length, index) => (
                    <LengthField
                      key={`${session}-wall-${index}`}
                      id={`wall-${index}-length`}
                      label={`Wall ${index + 1}`}
                      value={Math.round(length * 10) / 10}
                      system={system}
                      inputRef={(element) => {
                        wallInputs.current[index] = element;
                      }}
                      onFocus={() => setSelectedWall(index)}
                      onChange={(cm) => edit((before) => setWallLength(before, index, cm))}
                      error={
                        issuesFor(issues, { kind: 'wall', index })
                          .map((issue) => issue.message)
                          .join(' ') || null
                      }
                      className={selectedWall === index ? 'is-selected' : ''}
                    />
                  ))}
                </div>
              </section>

              <section className="room-plan__card" aria-labelledby={`${headingId}-doors`}>
                <h2 id={`${headingId}-doors`} className="room-plan__section-title">
                  Doors
                </h2>
                <p className="room-plan__hint">
                  A position is measured along the wall from its start: the dot on the plan when the
                  wall is selected. Walls run clockwise.
                </p>
                {plan.doors.length === 0 ? <p className="room-plan__hint">No doors yet.</p> : null}
                {plan.doors.map((door, index) => (
                  <OpeningFields
                    key={`${session}-door-${index}-${plan.doors.length}`}
                    kind="door"
                    index={index}
                    opening={door}
                    wallLengths={lengths}
                    system={system}
                    issues={issues}
                    onChange={(change) =>
                      edit((before) => updateOpening(before, 'door', index, change))
                    }
                    onRemove={() => edit((before) => removeOpening(before, 'door', index))}
                    onFocusWall={setSelectedWall}
                  />
                ))}
                <Button
                  variant="secondary"
                  icon={<Plus aria-hidden="true" />}
                  onClick={() => edit(addDoor)}
                >
                  Add a door
                </Button>
              </section>

              <section className="room-plan__card" aria-labelledby={`${headingId}-windows`}>
                <h2 id={`${headingId}-windows`} className="room-plan__section-title">
                  Windows
                </h2>
                {plan.windows.length === 0 ? (
                  <p className="room-plan__hint">No windows yet.</p>
                ) : null}
                {plan.windows.map((window, index) => (
                  <OpeningFields
                    key={`${session}-window-${index}-${plan.windows.length}`}
                    kind="window"
                    index={index}
                    opening={window}
                    wallLengths={lengths}
                    system={system}
                    issues={issues}
                    onChange={(change) =>
                      edit((before) => updateOpening(before, 'window', index, change))
                    }
                    onRemove={() => edit((before) => removeOpening(before, 'window', index))}
                    onFocusWall={setSelectedWall}
                  />
                ))}
                <Button
                  variant="secondary"
                  icon={<Plus aria-hidden="true" />}
                  onClick={() => edit(addWindow)}
                >
                  Add a window
                </Button>
              </section>
            </div>
          </div>
        )}

        {!drawing && (current.scanId || current.photoIds?.length) ? (
          <Suspense fallback={null}>
            <RoomReferencePhotos
              scanId={current.scanId}
              photoIds={current.photoIds}
              roomName={current.name.trim() || 'Your room'}
            />
          </Suspense>
        ) : null}

        <RoomPlanList
          records={records}
          currentId={current.id}
          system={deviceSystem}
          onOpen={open}
          onDelete={remove}
        />

        {issues.length === 0 && current.id ? (
          <div className="room-plan__next">
            <p>Your room is measured. Next, furnish it.</p>
            <ButtonLink href={designRoomHref(current.id)}>Design this room</ButtonLink>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function PlanStatus({ issueMessages }: { issueMessages: readonly string[] }) {
  if (issueMessages.length === 0) {
    return (
      <p className="plan-status plan-status--ready" role="status">
        <CircleCheck aria-hidden="true" />
        <span>Everything adds up: this room is ready to design.</span>
      </p>
    );
  }
  return (
    <div className="plan-status plan-status--issues" role="status">
      <p className="plan-status__title">
        <TriangleAlert aria-hidden="true" />
        <span>
          {issueMessages.length === 1 ? '1 thing to fix' : `${issueMessages.length} things to fix`}
        </span>
      </p>
      <ul className="plan-status__list">
        {issueMessages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
