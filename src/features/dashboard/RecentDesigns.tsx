import { CheckCircle2, Clock, PencilLine, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { RECENT_DESIGNS, type DashboardDesignStatus } from '../../content/dashboard.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { DESIGN_STATUS_TONES } from './designStatus.ts';
import './Dashboard.css';

const STATUS_ICONS: Readonly<Record<DashboardDesignStatus, LucideIcon>> = {
  Complete: CheckCircle2,
  'In Progress': Clock,
  Draft: PencilLine,
};

/** The sample designs with their status: Complete, In Progress or Draft. */
export function RecentDesigns() {
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-recent">
      <div className="dashboard-section__head">
        <h2 id="dashboard-recent" className="dashboard-section__title">
          Recent designs
        </h2>
        <Link href="/account" className="dashboard-section__more">
          All designs
        </Link>
      </div>
      <ul className="design-grid">
        {RECENT_DESIGNS.map((design) => {
          const Icon = STATUS_ICONS[design.status];
          return (
            <li key={design.id} className="design-card">
              <img
                className="design-card__image"
                src={design.image.src}
                alt={design.image.alt}
                width={design.image.width}
                height={design.image.height}
                loading="lazy"
              />
              <div className="design-card__body">
                <Badge
                  tone={DESIGN_STATUS_TONES[design.status]}
                  icon={<Icon aria-hidden="true" className="design-card__status-icon" />}
                >
                  {design.status}
                </Badge>
                <h3 className="design-card__name">
                  <Link href={design.href} className="design-card__link">
                    {design.name}
                  </Link>
                </h3>
                <p className="design-card__meta">
                  {design.style} · <time dateTime={design.date}>{formatDate(design.date)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
