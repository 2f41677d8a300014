import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import './Breadcrumb.css';

export interface Crumb {
  label: string;
  /** Absent for a crumb with no page of its own, and for the current page. */
  href?: string;
}

/** Where the page sits: Home > Explore > Design Gallery. The last crumb is the page. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={crumb.label}>
              {crumb.href && !current ? (
                <Link href={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{crumb.label}</span>
              )}
              {current ? null : <ChevronRight aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
