import { useId, type ReactNode } from 'react';
import './Section.css';

/** The band's background: the page canvas, sand, white, or ink with light text. */
export type SectionTone = 'canvas' | 'sand' | 'white' | 'ink';

/** The short uppercase line above a heading. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="section-eyebrow">{children}</p>;
}

/** A section's h2 in the site's heading size. */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="section-title">
      {children}
    </h2>
  );
}

/** The sentence or two under a section's heading. */
export function SectionLead({ children }: { children: ReactNode }) {
  return <p className="section-lead">{children}</p>;
}

export interface SectionProps {
  title: ReactNode;
  /** Also names the heading: `${id}-title`, so links and tests can point at it. */
  id?: string;
  tone?: SectionTone;
  eyebrow?: string;
  lead?: ReactNode;
  /** Centre the heading block (closing sections, stats). */
  centered?: boolean;
  children?: ReactNode;
  className?: string;
}

/**
 * A page section band: its heading block (eyebrow, h2, lead) and content, in the pages' one
 * vertical rhythm. Named by its heading, so it is a landmark.
 */
export function Section({
  title,
  id,
  tone = 'canvas',
  eyebrow,
  lead,
  centered = false,
  children,
  className,
}: SectionProps) {
  const generatedId = useId();
  const headingId = id ? `${id}-title` : generatedId;
  return (
    <section
      id={id}
      className={`section-band section-band--${tone}${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
    >
      <div className="container section-band__inner">
        <header
          className={`section-band__header${centered ? ' section-band__header--centered' : ''}`}
        >
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <SectionTitle id={headingId}>{title}</SectionTitle>
          {lead ? <SectionLead>{lead}</SectionLead> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
