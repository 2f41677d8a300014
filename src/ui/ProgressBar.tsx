import './ProgressBar.css';

export interface ProgressBarProps {
  /** 0-100; values outside are clamped. */
  value: number;
  /** Names the bar (shown above it unless `hideLabel`). */
  label: string;
  /** What is read out and shown instead of the bare percentage ("Step 2 of 3"). */
  valueText?: string;
  hideLabel?: boolean;
  className?: string;
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** A determinate progress bar (role=progressbar with its value for assistive technology). */
export function ProgressBar({
  value,
  label,
  valueText,
  hideLabel = false,
  className,
}: ProgressBarProps) {
  const percent = clampPercent(value);
  const shown = valueText ?? `${Math.round(percent)}%`;
  return (
    <div className={`progress${className ? ` ${className}` : ''}`}>
      {hideLabel ? null : (
        <div className="progress__header" aria-hidden="true">
          <span className="progress__label">{label}</span>
          <span className="progress__value">{shown}</span>
        </div>
      )}
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={shown}
      >
        <div className="progress__fill" style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
    </div>
  );
}
