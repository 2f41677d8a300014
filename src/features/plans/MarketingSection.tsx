import { useId, type ReactNode } from 'react';
import './marketing.css';

export type SectionTone = 'plain' | 'sand' | 'ink';

export interface MarketingSectionProps {
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: string;
  lead?: ReactNode;
  tone?: SectionTone;
  id?: string;
  /** Centre the heading block (closing sections, stats). */
  centered?: boolean;
  children: ReactNode;
  className?: string;
}

/** A page section with its h2, named by that heading for landmarks navigation. */
export function MarketingSection({
  title,
  eyebrow,
  lead,
  tone = 'plain',
  id,
  centered = false,
  children,
  className,
}: MarketingSectionProps) {
  const titleId = useId();
  return (
    <section
      id={id}
      className={`mk-section mk-section--${tone}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
    >
      <div className="container mk-section__inner">
        <header className={`mk-section__header${centered ? ' mk-section__header--centered' : ''}`}>
          {eyebrow ? <p className="mk-section__eyebrow">{eyebrow}</p> : null}
          <h2 id={titleId} className="mk-section__title">
            {title}
          </h2>
          {lead ? <p className="mk-section__lead">{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
