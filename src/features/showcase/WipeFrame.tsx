import type { CSSProperties } from 'react';
import type { SampleImage } from '../../content/samples.ts';
import './WipeFrame.css';

/**
 * One room before and after, split by a divider at `position` percent: the styled room shows
 * to the left of it, the bare room to the right.
 */
export function WipeFrame({
  before,
  after,
  position,
  lead = false,
  className,
}: {
  before: SampleImage;
  after: SampleImage;
  position: number;
  /** The page's lead image: fetched first, never lazily. */
  lead?: boolean;
  className?: string;
}) {
  const loading = lead ? undefined : 'lazy';
  const fetchPriority = lead ? 'high' : undefined;
  return (
    <div
      className={`wipe-frame${className ? ` ${className}` : ''}`}
      style={{ '--wipe': `${position}%` } as CSSProperties}
    >
      <img
        className="wipe-frame__before"
        src={before.src}
        alt={before.alt}
        width={before.width}
        height={before.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
      <img
        className="wipe-frame__after"
        src={after.src}
        alt={after.alt}
        width={after.width}
        height={after.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
      <span className="wipe-frame__divider" aria-hidden="true" />
      <span className="wipe-frame__label wipe-frame__label--after" aria-hidden="true">
        After
      </span>
      <span className="wipe-frame__label wipe-frame__label--before" aria-hidden="true">
        Before
      </span>
    </div>
  );
}
