import { Crown } from 'lucide-react';
import { PREMIUM_FEATURES } from '../../content/features.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { FeatureIcon } from './featureIcons.tsx';
import './PremiumFeatures.css';

/** The three premium features, and the way to the plans that carry them. */
export function PremiumFeatures() {
  return (
    <div className="premium-features">
      <ul className="premium-features__list">
        {PREMIUM_FEATURES.cards.map((card) => (
          <li key={card.title} className="premium-feature">
            <span className="premium-feature__icon">
              <FeatureIcon name={card.icon} />
            </span>
            <h3 className="premium-feature__title">{card.title}</h3>
            <p className="premium-feature__text">{card.text}</p>
          </li>
        ))}
      </ul>
      <div className="premium-features__cta">
        <ButtonLink
          href={PREMIUM_FEATURES.cta.href}
          size="lg"
          variant="inverse"
          icon={<Crown aria-hidden="true" />}
        >
          {PREMIUM_FEATURES.cta.label}
        </ButtonLink>
      </div>
    </div>
  );
}
