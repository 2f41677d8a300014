import type { ReactNode } from 'react';
import { findRoute } from '../app/routeTable.ts';
import './PageIntro.css';

/** The heading block every page opens with: the route table's title and summary. */
export function PageIntro({ path, children }: { path: string; children?: ReactNode }) {
  const route = findRoute(path);
  if (!route) throw new Error(`No route ${path} in the route table`);
  return (
    <section className="page-intro">
      <div className="container page-intro__inner">
        <h1 className="page-intro__title">{route.title}</h1>
        <p className="page-intro__summary">{route.summary}</p>
        {children}
      </div>
    </section>
  );
}
