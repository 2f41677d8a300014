import type { LucideIcon } from 'lucide-react';
import type { FeatureCard, FeatureIcon } from '../../content/features.ts';
import './sections.css';

/** The drawings a set of cards needs, by icon name (a page passes only the ones it shows). */
export type IconSet = Partial<Record<FeatureIcon, LucideIcon>>;

/** A grid of feature cards: icon, title and one line each. */
export function FeatureCards({
  cards,
  icons,
  columns = 3,
}: {
  cards: readonly FeatureCard[];
  icons: IconSet;
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul className={`insp-cards insp-cards--${columns}`}>
      {cards.map((card) => {
        const Icon = icons[card.icon];
        return (
          <li key={card.title} className="insp-card">
            {Icon ? (
              <span className="icon-tile">
                <Icon aria-hidden="true" />
              </span>
            ) : null}
            <h3 className="insp-card__title">{card.title}</h3>
            <p className="insp-card__text">{card.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
