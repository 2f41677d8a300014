import { Briefcase, CalendarHeart, type LucideIcon } from 'lucide-react';
import { BOOK_A_DESIGNER_CARD, PRO_TOOLS_CARD, type PromoCard } from '../../content/dashboard.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import './Dashboard.css';

const CARDS: ReadonlyArray<{ card: PromoCard; icon: LucideIcon; tone: 'dark' | 'light' }> = [
  { card: BOOK_A_DESIGNER_CARD, icon: CalendarHeart, tone: 'dark' },
  { card: PRO_TOOLS_CARD, icon: Briefcase, tone: 'light' },
];

/** 'Book a Designer' and 'Pro Tools'. */
export function PromoCards() {
  return (
    <section className="promo-grid" aria-label="More from Aurevia">
      {CARDS.map(({ card, icon: Icon, tone }) => (
        <article key={card.id} className={`promo-card promo-card--${tone}`}>
          <span className="promo-card__icon" aria-hidden="true">
            <Icon />
          </span>
          <h2 className="promo-card__title">{card.title}</h2>
          <p className="promo-card__text">{card.text}</p>
          <div>
            <ButtonLink href={card.href} variant={tone === 'dark' ? 'inverse' : 'primary'}>
              {card.cta}
            </ButtonLink>
          </div>
        </article>
      ))}
    </section>
  );
}
