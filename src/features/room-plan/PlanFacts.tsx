import { CircleCheck, TriangleAlert } from 'lucide-react';
import { area, perimeter } from '../../lib/room/geometry.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import { formatArea, formatLength, type UnitSystem } from '../../lib/room/units.ts';
import type { PlanIssue } from '../../lib/room/validation.ts';

/** The room's floor area, perimeter and ceiling, under its drawing. */
export function PlanFacts({ plan, units }: { plan: RoomPlan; units: UnitSystem }) {
  const floorArea = plan.outline.length >= 3 ? area(plan.outline) : 0;
  return (
    <dl className="room-plan__facts">
      <div>
        <dt>Floor area</dt>
        <dd data-testid="floor-area">{formatArea(floorArea, units)}</dd>
      </div>
      <div>
        <dt>Perimeter</dt>
        <dd>{formatLength(perimeter(plan.outline), units, { metres: true })}</dd>
      </div>
      <div>
        <dt>Ceiling</dt>
        <dd>{formatLength(plan.height, units)}</dd>
      </div>
    </dl>
  );
}

/** Whether the room is ready to design, or what there is to fix first. */
export function PlanStatus({ issues }: { issues: readonly PlanIssue[] }) {
  if (issues.length === 0) {
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
        <span>{issues.length === 1 ? '1 thing to fix' : `${issues.length} things to fix`}</span>
      </p>
      <ul className="plan-status__list">
        {issues.map(({ message }) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
