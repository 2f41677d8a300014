import { Suspense } from 'react';
import { Plus, Ruler } from 'lucide-react';
import { Link } from 'wouter';
import { area } from '../../lib/room/geometry.ts';
import { roomUnits } from '../../lib/room/records.ts';
import { formatArea, type UnitSystem } from '../../lib/room/units.ts';
import { isValidRoomPlan } from '../../lib/room/validation.ts';
import { ButtonLink, buttonClass } from '../../ui/Button.tsx';
import {
  LazyPlanThumbnail,
  designRoomHref,
  measureRoomHref,
  useRoomPlans,
  useUnitSystem,
  type RoomPlanRecord,
} from '../room-plan/index.ts';
import { piecesText, roomName, thumbnailLabel } from './yourRoomsText.ts';
import './Dashboard.css';

const HEADING_ID = 'dashboard-rooms';

/**
 * "Your rooms": the room plans kept on this device, last edited first, each with its plan, its
 * floor area and what is placed on it, to design or to measure again. The plans are read once
 * the page runs (the prerendered page shows the loading card, and so does hydration).
 */
export function YourRooms() {
  const records = useRoomPlans();
  const [system] = useUnitSystem();
  const hasRooms = records !== undefined && records.length > 0;

  return (
    <section
      className="dashboard-section your-rooms"
      aria-labelledby={HEADING_ID}
      aria-busy={records === undefined}
    >
      <div className="dashboard-section__head">
        <h2 id={HEADING_ID} className="dashboard-section__title">
          Your rooms
        </h2>
        {hasRooms ? (
          <Link href={measureRoomHref()} className="dashboard-section__more">
            <Plus aria-hidden="true" className="your-rooms__more-icon" />
            Measure a room
          </Link>
        ) : null}
      </div>
      <ul className="room-grid">
        {records === undefined ? (
          <li className="room-card room-card--loading">
            <div className="room-card__plan" aria-hidden="true" />
            <div className="room-card__body">
              <p className="room-card__meta">Loading your rooms...</p>
            </div>
          </li>
        ) : records.length === 0 ? (
          <li className="room-card room-card--empty">
            <div className="room-card__plan room-card__plan--empty" aria-hidden="true">
              <Ruler />
            </div>
            <div className="room-card__body">
              <h3 className="room-card__name">No rooms measured yet</h3>
              <p className="room-card__meta">
                Type in your walls, doors and windows once, and every design fits your room to the{' '}
                {system === 'metric' ? 'centimetre' : 'inch'}.
              </p>
              <div className="room-card__actions">
                <ButtonLink href={measureRoomHref()} size="sm" icon={<Ruler aria-hidden="true" />}>
                  Measure a room
                </ButtonLink>
              </div>
            </div>
          </li>
        ) : (
          records.map((record) => <RoomCard key={record.id} record={record} system={system} />)
        )}
      </ul>
    </section>
  );
}

function RoomCard({ record, system }: { record: RoomPlanRecord; system: UnitSystem }) {
  const name = roomName(record);
  const pieces = record.design?.pieces ?? [];
  const ready = isValidRoomPlan(record.plan);
  const floorArea = record.plan.outline.length >= 3 ? area(record.plan.outline) : 0;
  return (
    <li className="room-card">
      <div className="room-card__plan">
        {/* The box keeps its size while the drawing's code loads. */}
        <Suspense fallback={null}>
          <LazyPlanThumbnail
            plan={record.plan}
            pieces={pieces}
            label={thumbnailLabel(name, pieces.length)}
            className="room-card__thumbnail"
          />
        </Suspense>
      </div>
      <div className="room-card__body">
        <h3 className="room-card__name">{name}</h3>
        <p className="room-card__meta">
          <span data-testid="room-area">{formatArea(floorArea, roomUnits(record, system))}</span>
          <span aria-hidden="true"> · </span>
          <span>{piecesText(pieces.length)}</span>
        </p>
        {ready ? null : <p className="room-card__note">The plan needs a look before designing.</p>}
        <div className="room-card__actions">
          {ready ? (
            <Link
              href={designRoomHref(record.id)}
              className={buttonClass({ size: 'sm' })}
              aria-label={`Design ${name}`}
            >
              <span>Design</span>
            </Link>
          ) : null}
          <Link
            href={measureRoomHref({ planId: record.id })}
            className={buttonClass({ variant: ready ? 'secondary' : 'primary', size: 'sm' })}
            aria-label={`Edit plan of ${name}`}
          >
            <span>Edit plan</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
