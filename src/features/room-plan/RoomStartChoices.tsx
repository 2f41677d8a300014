import type { ReactNode } from 'react';
import { Armchair, Bed, Briefcase, PenLine, Square, Utensils, type LucideIcon } from 'lucide-react';
import { newLShapePlan, newRectanglePlan } from '../../lib/room/editing.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import { presetSummary, ROOM_PRESETS } from '../../lib/room/presets.ts';
import type { UnitSystem } from '../../lib/room/units.ts';
import { ScanImport } from './ScanImport.tsx';

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

/**
 * A way to start a room. It names the part of the page it redraws, so a tap made before the
 * page answers marks that part busy (index.html) and nothing is typed into fields about to go.
 */
function StartChip({
  icon,
  name,
  size,
  controls,
  pressed,
  onClick,
}: {
  icon: ReactNode;
  name: string;
  /** A ready-made room's size. */
  size?: string;
  controls: string;
  pressed?: boolean;
  onClick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={size === undefined ? 'start-chip' : 'start-chip start-chip--two-lines'}
        aria-controls={controls}
        aria-pressed={pressed}
        onClick={onClick}
      >
        {icon}
        <span className="start-chip__name">{name}</span>
        {size === undefined ? null : <span className="start-chip__size">{size}</span>}
      </button>
    </li>
  );
}

export interface RoomStartChoicesProps {
  titleId: string;
  /** The id of what a start choice redraws. */
  workArea: string;
  units: UnitSystem;
  drawing: boolean;
  currentPlanId: string;
  /** Keeps a new room and opens it; returns its id. */
  onStart: (plan: RoomPlan, name?: string) => string;
  onDraw: () => void;
  /** Other ways to start a room, after the shapes, the ready-made rooms and the scan import. */
  children?: ReactNode;
}

/** "Start a new room": from a shape, a drawing, a ready-made room or a LiDAR scan. */
export function RoomStartChoices({
  titleId,
  workArea,
  units,
  drawing,
  currentPlanId,
  onStart,
  onDraw,
  children,
}: RoomStartChoicesProps) {
  return (
    <section className="room-plan__starts" aria-labelledby={titleId}>
      <h2 id={titleId} className="room-plan__section-title">
        Start a new room
      </h2>
      <h3 className="room-plan__start-label">From a shape</h3>
      <ul className="room-plan__start-list">
        <StartChip
          icon={<Square aria-hidden="true" />}
          name="Rectangle"
          controls={workArea}
          onClick={() => onStart(newRectanglePlan(400, 300))}
        />
        <StartChip
          icon={<LShapeIcon />}
          name="L-shape"
          controls={workArea}
          onClick={() => onStart(newLShapePlan())}
        />
        <StartChip
          icon={<PenLine aria-hidden="true" />}
          name="Draw it"
          controls={workArea}
          pressed={drawing}
          onClick={onDraw}
        />
      </ul>
      <h3 className="room-plan__start-label">From a ready-made room</h3>
      <ul className="room-plan__start-list">
        {ROOM_PRESETS.map((preset) => {
          const Icon = PRESET_ICONS[preset.id];
          return (
            <StartChip
              key={preset.id}
              icon={Icon ? <Icon aria-hidden="true" /> : <LShapeIcon />}
              name={preset.name}
              size={presetSummary(preset, units)}
              controls={workArea}
              onClick={() => onStart(preset.plan, preset.name)}
            />
          );
        })}
      </ul>
      <ScanImport system={units} currentPlanId={currentPlanId} onImport={onStart} />
      {children}
    </section>
  );
}
