import { Suspense, useId, useState } from 'react';
import { FolderOpen, Trash2 } from 'lucide-react';
import { area } from '../../lib/room/geometry.ts';
import { roomUnits } from '../../lib/room/records.ts';
import { formatArea, type UnitSystem } from '../../lib/room/units.ts';
import { isValidRoomPlan } from '../../lib/room/validation.ts';
import { Button } from '../../ui/Button.tsx';
import { LazyPlanThumbnail } from './index.ts';
import type { RoomPlanRecord } from './roomPlanStore.ts';
import './PlanThumbnail.css';

export interface RoomPlanListProps {
  /** Undefined while the device's plans load. */
  records: readonly RoomPlanRecord[] | undefined;
  currentId: string;
  /** The device's choice, for rooms kept before their unit was recorded. */
  system: UnitSystem;
  onOpen: (record: RoomPlanRecord) => void;
  onDelete: (record: RoomPlanRecord) => void;
}

/** The rooms measured on this device, to switch between or delete (after a second tap). */
export function RoomPlanList({ records, currentId, system, onOpen, onDelete }: RoomPlanListProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  if (!records || records.length === 0) return null;
  return (
    <section className="room-plan__card room-plan-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="room-plan__section-title">
        Your measured rooms
      </h2>
      <ul className="room-plan-list__items">
        {records.map((record) => {
          const isCurrent = record.id === currentId;
          const name = record.name.trim() || 'Untitled room';
          return (
            <li key={record.id} className={`room-plan-list__item${isCurrent ? ' is-current' : ''}`}>
              <div className="plan-thumbnail-row">
                {/* The box keeps its size while the drawing's code loads. */}
                <div className="plan-thumbnail-row__box">
                  {record.plan.outline.length >= 3 ? (
                    <Suspense fallback={null}>
                      <LazyPlanThumbnail
                        plan={record.plan}
                        pieces={record.design?.pieces ?? []}
                        system={roomUnits(record, system)}
                        label={`Plan of ${name}`}
                      />
                    </Suspense>
                  ) : null}
                </div>
                <div className="room-plan-list__text">
                  <p className="room-plan-list__name">{name}</p>
                  <p className="room-plan-list__meta">
                    {formatArea(area(record.plan.outline), roomUnits(record, system))} ·{' '}
                    {record.plan.outline.length} walls ·{' '}
                    {isValidRoomPlan(record.plan) ? 'Ready' : 'Needs a look'}
                  </p>
                </div>
              </div>
              {confirming === record.id ? (
                <div className="room-plan-list__actions">
                  <Button variant="ghost" onClick={() => setConfirming(null)}>
                    Keep
                  </Button>
                  <Button
                    className="room-plan-list__delete"
                    onClick={() => {
                      setConfirming(null);
                      onDelete(record);
                    }}
                  >
                    Delete {name}
                  </Button>
                </div>
              ) : (
                <div className="room-plan-list__actions">
                  {isCurrent ? (
                    <span className="room-plan-list__open-now">Open now</span>
                  ) : (
                    <Button
                      variant="secondary"
                      icon={<FolderOpen aria-hidden="true" />}
                      onClick={() => onOpen(record)}
                      aria-label={`Open ${name}`}
                    >
                      Open
                    </Button>
                  )}
                  <button
                    type="button"
                    className="icon-button"
                    onClick={() => setConfirming(record.id)}
                    aria-label={`Delete ${name}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
