import type { ReactNode } from 'react';
import './marketing.css';

/** The row of main actions under a page's opening heading. */
export function HeroActions({ children }: { children: ReactNode }) {
  return <div className="mk-hero-actions">{children}</div>;
}
