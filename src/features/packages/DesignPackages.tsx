import { MessageCircle, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import {
  PACKAGE_FAQS,
  PACKAGE_TESTIMONIALS,
  PACKAGES_CLOSING,
  PACKAGES_HERO,
} from '../../content/packages.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';
import { ClosingCta, FaqSection, TestimonialCarousel } from '../subscriptions/index.ts';
import { PackageCards } from './PackageCards.tsx';
import { MultiRoomDiscount, PackageAddOns } from './PackageExtras.tsx';
import { PackageSummary, useSelection } from './PackageSummary.tsx';
import { bookingHref, findPackage } from './packageSelection.ts';
import './packages.css';

/** The guarantee and the free consultation, under the page heading. */
export function PackagesHeroNotes() {
  const { guarantee, consultation } = PACKAGES_HERO;
  return (
    <ul className="packages-notes">
      <li className="packages-note">
        <ShieldCheck aria-hidden="true" />
        <span>
          <strong>{guarantee.title}.</strong> {guarantee.text}
        </span>
      </li>
      <li className="packages-note">
        <MessageCircle aria-hidden="true" />
        <span>
          <strong>{consultation.title}.</strong> {consultation.text}{' '}
          <Link href={consultation.link.href}>{consultation.link.label}</Link>
        </span>
      </li>
    </ul>
  );
}

/** Packages, add-ons, room count and the running total (spec 02 sections 2, 4 and 9). */
export function PackagePlanner() {
  return (
    <Section
      title="Choose your package"
      lead="Prices are per room. Pick a package, add what you need, and see your total as you go."
      id="packages"
      className="package-planner"
    >
      <PackageCards />
      <div className="package-planner__extras">
        <div className="package-planner__options">
          <h3 className="package-planner__subtitle">Make it yours</h3>
          <PackageAddOns />
          <MultiRoomDiscount />
        </div>
        <PackageSummary />
      </div>
    </Section>
  );
}

export function PackageTestimonials() {
  return (
    <Section title="Rooms our clients love" tone="sand">
      <TestimonialCarousel
        items={PACKAGE_TESTIMONIALS.map((item) => ({
          id: item.id,
          quote: item.quote,
          name: item.name,
          detail: item.location,
          tag: `${item.package} package`,
          rating: item.rating,
          image: item.image,
        }))}
      />
    </Section>
  );
}

export function PackageFaqs() {
  return <FaqSection items={PACKAGE_FAQS} />;
}

/** The closing call to action, taking the chosen package to the hire page's booking form. */
export function PackagesClosing() {
  const selection = useSelection();
  const pack = findPackage(selection.packageId);
  return (
    <ClosingCta
      title={PACKAGES_CLOSING.title}
      text={PACKAGES_CLOSING.text}
      actions={
        <>
          <ButtonLink href={bookingHref(selection)} variant="inverse" size="lg">
            Hire a Designer: {pack.name}
          </ButtonLink>
          <ButtonLink href="/hire-designer#book-a-designer" variant="secondary" size="lg">
            Free Consultation
          </ButtonLink>
        </>
      }
    />
  );
}
