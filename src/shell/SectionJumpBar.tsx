import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { scrollToAnchor } from './sectionJump.ts';
import './SectionJumpBar.css';

export interface SectionJumpItem {
  label: string;
  /** `#id` scrolls to a section of this page; anything else is a path to navigate to. */
  target: string;
}

export function SectionJumpBar({ items }: { items: SectionJumpItem[] }) {
  return (
    <nav className="section-jump" aria-label="Jump to section">
      <ul className="section-jump__list">
        {items.map(({ label, target }) => (
          <li key={target}>
            {target.startsWith('#') ? (
              <a
                href={target}
                className="section-jump__chip"
                onClick={(event: MouseEvent) => {
                  if (scrollToAnchor(target)) event.preventDefault();
                }}
              >
                {label}
              </a>
            ) : (
              <Link href={target} className="section-jump__chip">
                {label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
