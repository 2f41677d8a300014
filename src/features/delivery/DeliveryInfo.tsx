import { ArrowRight, Box, Headphones, Hammer, House, RotateCcw, Route } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'wouter';
import { ButtonLink } from '../../ui/Button.tsx';
import {
  DELIVERY_STEPS,
  INCLUDED_SERVICES,
  RETURNS_TEXT,
  SERVICE_AREAS,
  SHIPPING_OPTIONS,
  SUPPORT_TEXT,
  type IncludedServiceId,
} from './deliveryInfoContent.ts';
import './DeliveryInfo.css';

const SERVICE_ICONS: Readonly<Record<IncludedServiceId, ComponentType<SVGProps<SVGSVGElement>>>> = {
  room: House,
  assembly: Hammer,
  packaging: Box,
  tracking: Route,
};

/** Beside the checker: the areas we name, and where to read how delivery works. */
export function DeliveryAreas() {
  return (
    <aside className="delivery-areas" aria-labelledby="delivery-areas-title">
      <h2 id="delivery-areas-title" className="delivery-areas__title">
        Where we deliver
      </h2>
      <p className="delivery-areas__text">
        White-glove delivery is growing fast. Today it includes:
      </p>
      <ul className="delivery-areas__list">
        {SERVICE_AREAS.map((area) => (
          <li key={area.code}>
            <span className="delivery-areas__code">{area.code}</span>
            {area.place}
          </li>
        ))}
      </ul>
      <Link href="/delivery-info" className="delivery-link">
        How delivery works
        <ArrowRight aria-hidden="true" />
      </Link>
    </aside>
  );
}

export function DeliverySteps() {
  return (
    <section className="delivery-section" aria-labelledby="delivery-steps-title">
      <div className="container">
        <h2 id="delivery-steps-title" className="delivery-section__title">
          How delivery works
        </h2>
        <ol className="delivery-steps">
          {DELIVERY_STEPS.map((step, index) => (
            <li key={step.title} className="delivery-steps__item">
              <span className="delivery-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function IncludedServices() {
  return (
    <section
      className="delivery-section delivery-section--sand"
      aria-labelledby="delivery-included-title"
    >
      <div className="container">
        <h2 id="delivery-included-title" className="delivery-section__title">
          Included with white-glove delivery
        </h2>
        <ul className="delivery-included">
          {INCLUDED_SERVICES.map((service) => {
            const Icon = SERVICE_ICONS[service.id];
            return (
              <li key={service.id} className="delivery-included__item">
                <Icon aria-hidden="true" />
                <div>
                  <h3>{service.title}</h3>
                  <p>{service.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function ShippingDetails() {
  return (
    <section className="delivery-section" aria-labelledby="delivery-shipping-title">
      <div className="container delivery-shipping">
        <div>
          <h2 id="delivery-shipping-title" className="delivery-section__title">
            Shipping times
          </h2>
          <dl className="delivery-times">
            {SHIPPING_OPTIONS.map((option) => (
              <div key={option.name} className="delivery-times__row">
                <dt>
                  {option.name}
                  <span>{option.note}</span>
                </dt>
                <dd>{option.time}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="delivery-cards">
          <div className="delivery-card">
            <RotateCcw aria-hidden="true" />
            <h3>{RETURNS_TEXT.title}</h3>
            <p>{RETURNS_TEXT.text}</p>
          </div>
          <div className="delivery-card">
            <Headphones aria-hidden="true" />
            <h3>{SUPPORT_TEXT.title}</h3>
            <p>{SUPPORT_TEXT.text}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

export function DeliveryNextSteps() {
  return (
    <section className="delivery-next" aria-labelledby="delivery-next-title">
      <div className="container">
        <div className="delivery-next__inner">
          <h2 id="delivery-next-title" className="delivery-next__title">
            Questions about your delivery?
          </h2>
          <p className="delivery-next__text">
            Find answers in the Help Center, or write to us: we reply within 1 business day.
          </p>
          <div className="delivery-next__actions">
            <ButtonLink href="/browse-rooms" size="lg">
              Browse Rooms
            </ButtonLink>
            <Link href="/help-center" className="delivery-next__link">
              Help Center
            </Link>
            <Link href="/contact-us" className="delivery-next__link">
              Contact Us
            </Link>
          </div>
          <p className="delivery-next__check">
            Not sure we reach you? <Link href="/delivery-availability">Check your postcode</Link>.
          </p>
        </div>
      </div>
    </section>
  );
}
