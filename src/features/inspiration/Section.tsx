import type { ReactNode } from 'react';
import './sections.css';

export type SectionTone = 'canvas' | 'sand' | 'white' | 'ink';

/** A page section with an optional eyebrow, heading and lead, in the page's rhythm. */
export function Section({
  id,
  tone = 'canvas',
  eyebrow,
  title,
  lead,
  centered = false,
  children,
  className,
}: {
  id: string;
  tone?: SectionTone;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  centered?: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      className={`insp-section insp-section--${tone}${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
    >
      <div className="container insp-section__inner">
        <header className={`insp-header${centered ? ' insp-header--centered' : ''}`}>
          {eyebrow ? <p className="insp-eyebrow">{eyebrow}</p> : null}
          <h2 id={headingId} className="insp-title">
            {title}
          </h2>
          {lead ? <p className="insp-lead">{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
