import { useId } from 'react';
import { Check, PackageCheck } from 'lucide-react';
import { Link } from 'wouter';
import { BOOK_A_DESIGNER, BOOKING_COPY } from '../../content/hire.ts';
import { useSearchAfterHydration } from '../../ui/useSearchAfterHydration.ts';
import { Eyebrow, SectionLead, SectionTitle } from '../../ui/Section.tsx';
import { selectionFromSearch } from '../packages/index.ts';
import { RequestForm } from '../requests/index.ts';
import {
  BOOKING_FIELDS,
  CONSULTATION_FIELDS,
  bookingPackageFromSearch,
  describeSelection,
  summarizeBooking,
  summarizeConsultation,
} from './bookingForms.ts';
import './hire.css';

/**
 * The booking form at #booking-form. A link may name a package (`?package=complete`), which
 * the form starts with; a choice made on /design-packages (rooms, add-ons) is shown and kept
 * with the booking.
 */
export function BookingSection() {
  const search = useSearchAfterHydration();
  const packageId = bookingPackageFromSearch(search);
  const carried = selectionFromSearch(search);
  const titleId = useId();
  return (
    <section id="booking-form" className="booking" aria-labelledby={titleId}>
      <div className="container booking__inner">
        <header className="booking__header">
          <SectionTitle id={titleId}>{BOOKING_COPY.title}</SectionTitle>
          <SectionLead>{BOOKING_COPY.text}</SectionLead>
          <ol className="booking__next" aria-label="What happens next">
            {BOOKING_COPY.next.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {carried ? (
            <p className="booking__carried">
              <PackageCheck aria-hidden="true" />
              <span>
                <strong>Your selection:</strong> {describeSelection(carried)}
              </span>
            </p>
          ) : null}
        </header>
        <div className="booking__card">
          <RequestForm
            kind="booking"
            fields={BOOKING_FIELDS}
            initialValues={packageId ? { package: packageId } : undefined}
            summarize={(values) => summarizeBooking(values, carried)}
            submitLabel={BOOKING_COPY.submit}
            successTitle={BOOKING_COPY.successTitle}
            successText={BOOKING_COPY.successText}
            className="booking__form"
          />
        </div>
      </div>
    </section>
  );
}

/**
 * Book-a-designer (spec 02 section 2): its hero, what you get, the design partner, the free
 * 15-minute consultation form and a link to the packages. A section of the hire page
 * (#book-a-designer), where the dashboard's 'Book a Designer' card leads.
 */
export function BookADesigner() {
  const titleId = useId();
  const { whatYouGet, partner, form, packagesLink } = BOOK_A_DESIGNER;
  return (
    <section id="book-a-designer" className="book-designer" aria-labelledby={titleId}>
      <div className="container book-designer__inner">
        <header className="book-designer__hero">
          <Eyebrow>{BOOK_A_DESIGNER.eyebrow}</Eyebrow>
          <SectionTitle id={titleId}>{BOOK_A_DESIGNER.title}</SectionTitle>
          <SectionLead>{BOOK_A_DESIGNER.text}</SectionLead>
        </header>
        <div className="book-designer__info">
          <h3 className="book-designer__subtitle">{whatYouGet.title}</h3>
          <ul className="book-designer__list">
            {whatYouGet.points.map((point) => (
              <li key={point}>
                <Check aria-hidden="true" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <div className="book-designer__partner">
            <img
              src={partner.image.src}
              alt=""
              width={partner.image.width}
              height={partner.image.height}
              loading="lazy"
              className="book-designer__portrait"
            />
            <div>
              <h3 className="book-designer__subtitle">{partner.title}</h3>
              <p className="book-designer__text">{partner.text}</p>
            </div>
          </div>
          <p className="book-designer__packages">
            Ready for more than a call? <Link href={packagesLink.href}>{packagesLink.label}</Link>
          </p>
        </div>
        <div className="booking__card book-designer__form">
          <h3 className="book-designer__subtitle">{form.title}</h3>
          <RequestForm
            kind="consultation"
            fields={CONSULTATION_FIELDS}
            summarize={summarizeConsultation}
            submitLabel={form.submit}
            successTitle={form.successTitle}
            successText={form.successText}
            headingLevel={3}
          />
        </div>
      </div>
    </section>
  );
}
