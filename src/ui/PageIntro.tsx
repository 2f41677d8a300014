import type { ReactNode } from 'react';
import './PageIntro.css';

export interface PageIntroProps {
  title: string;
  summary: string;
  children?: ReactNode;
}

/** The heading block a page opens with: its title and one line under it. */
export function PageIntro({ title, summary, children }: PageIntroProps) {
  return (
    <section className="page-intro">
      <div className="container page-intro__inner">
        <h1 className="page-intro__title">{title}</h1>
        <p className="page-intro__summary">{summary}</p>
        {children}
      </div>
    </section>
  );
}
