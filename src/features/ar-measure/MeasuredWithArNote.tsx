import { Smartphone } from 'lucide-react';
import { AR_COPY } from './arMeasureCopy.ts';
import { readMeasuredPlan } from './arMeasureLinks.ts';

/** Says, above the editor, that the plan it opened was measured with AR and wants a review. */
export function MeasuredWithArNote({ search }: { search: string }) {
  if (!readMeasuredPlan(search)) return null;
  return (
    <p className="ar-note" role="status">
      <Smartphone aria-hidden="true" />
      <span>{AR_COPY.measuredNote}</span>
    </p>
  );
}
