import { Camera, LayoutGrid, ScanLine, Sofa, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { DASHBOARD_SHORTCUTS, type ShortcutIcon } from '../../content/dashboard.ts';
import './Dashboard.css';

const ICONS: Readonly<Record<ShortcutIcon, LucideIcon>> = {
  scan: ScanLine,
  upload: Camera,
  design: Sofa,
  browse: LayoutGrid,
};

/** Four ways to start: scan, upload, design, browse. */
export function ShortcutCards() {
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-shortcuts">
      <h2 id="dashboard-shortcuts" className="dashboard-section__title">
        Quick start
      </h2>
      <ul className="shortcut-grid">
        {DASHBOARD_SHORTCUTS.map((shortcut) => {
          const Icon = ICONS[shortcut.icon];
          return (
            <li key={shortcut.id}>
              <Link href={shortcut.href} className="shortcut-card">
                <span className="shortcut-card__icon" aria-hidden="true">
                  <Icon />
                </span>
                <span className="shortcut-card__title">{shortcut.title}</span>
                <span className="shortcut-card__text">{shortcut.text}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
