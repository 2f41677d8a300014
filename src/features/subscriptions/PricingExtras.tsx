import { ScanLine, ShieldCheck, ShoppingBag, Sparkles, type LucideIcon } from 'lucide-react';
import {
  PRICING_ADD_ONS,
  WHY_CHOOSE_AUREVIA,
  type ReasonIcon,
} from '../../content/subscriptions.ts';
import { Section } from '../../ui/Section.tsx';
import './marketing.css';

/** White-Glove Delivery, 1:1 Designer Consult and Enterprise API, on top of any plan. */
export function PlanAddOns() {
  return (
    <Section title="Add-ons" lead="Extras you can add to any plan, when you need them." tone="sand">
      <ul className="mk-cards mk-cards--three">
        {PRICING_ADD_ONS.map((addOn) => (
          <li key={addOn.id} className="mk-card">
            <h3 className="mk-card__title">{addOn.name}</h3>
            <p className="mk-card__price">
              <span className="mk-card__amount">{addOn.price}</span>
              {addOn.unit ? <span className="mk-card__unit"> {addOn.unit}</span> : null}
            </p>
            <p className="mk-card__text">{addOn.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const REASON_ICONS: Readonly<Record<ReasonIcon, LucideIcon>> = {
  scan: ScanLine,
  sparkles: Sparkles,
  shop: ShoppingBag,
  shield: ShieldCheck,
};

export function WhyChooseAurevia() {
  return (
    <Section title="Why choose Aurevia">
      <ul className="mk-cards mk-cards--four">
        {WHY_CHOOSE_AUREVIA.map((reason) => {
          const Icon = REASON_ICONS[reason.icon];
          return (
            <li key={reason.title} className="mk-card mk-card--plain">
              <span className="icon-tile">
                <Icon aria-hidden="true" />
              </span>
              <h3 className="mk-card__title">{reason.title}</h3>
              <p className="mk-card__text">{reason.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
