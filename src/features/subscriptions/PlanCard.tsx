import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import type { ShownPrice } from './subscriptionPrices.ts';
import { PopularRibbon } from './PopularRibbon.tsx';
import './PlanCard.css';

export interface PlanCardProps {
  name: string;
  subtitle: string;
  price: ShownPrice;
  features: readonly string[];
  /** The plan's button or link. */
  action: ReactNode;
  popular?: boolean;
  /** A line under the price, such as a free trial. */
  extra?: ReactNode;
  /** Keep the line's room when empty, so buttons line up with cards that have one. */
  reserveExtra?: boolean;
}

/** One plan: name, price for the chosen billing, what it includes, and its call to action. */
export function PlanCard({
  name,
  subtitle,
  price,
  features,
  action,
  popular = false,
  extra,
  reserveExtra = false,
}: PlanCardProps) {
  const titleId = useId();
  return (
    <article
      className={`tier-card${popular ? ' tier-card--popular' : ''}`}
      aria-labelledby={titleId}
    >
      {popular ? <PopularRibbon /> : null}
      <h3 id={titleId} className="tier-card__name">
        {name}
      </h3>
      <p className="tier-card__subtitle">{subtitle}</p>
      <p className="tier-card__price">
        {price.was ? (
          <span className="tier-card__was">
            <span className="visually-hidden">Was </span>
            <s>{price.was}</s>
          </span>
        ) : null}
        <span className="tier-card__amount">{price.amount}</span>
        {price.unit ? <span className="tier-card__unit">{price.unit}</span> : null}
      </p>
      <p className="tier-card__note">{price.note}</p>
      {extra || reserveExtra ? <div className="tier-card__extra">{extra}</div> : null}
      <div className="tier-card__action">{action}</div>
      <ul className="tier-card__features">
        {features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
