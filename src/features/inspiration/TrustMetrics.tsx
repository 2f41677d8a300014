import { TRUST_METRICS } from '../../content/features.ts';
import './sections.css';

/** The numbers that back the promise, as a row of figures. */
export function TrustMetrics({
  metrics = TRUST_METRICS,
}: {
  metrics?: readonly { value: string; label: string }[];
}) {
  return (
    <ul className="insp-metrics">
      {metrics.map((metric) => (
        <li key={metric.label} className="insp-metric">
          <span className="insp-metric__value">{metric.value}</span>
          <span className="insp-metric__label">{metric.label}</span>
        </li>
      ))}
    </ul>
  );
}
