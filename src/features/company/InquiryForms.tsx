import type { ReactNode } from 'react';
import { PARTNERS_EMAIL, PARTNER_INDUSTRY_CHOICES } from '../../content/partners.ts';
import { PRESS_EMAIL } from '../../content/press.ts';
import { RequestForm, type RequestField } from '../requests/index.ts';

const MEDIA_FIELDS: readonly RequestField[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, autoComplete: 'name' },
  {
    name: 'publication',
    label: 'Publication',
    type: 'text',
    required: true,
    autoComplete: 'organization',
    hint: 'Freelance? Say so here.',
  },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'subject', label: 'Subject', type: 'text', required: true },
  { name: 'message', label: 'Message', type: 'textarea', required: true, rows: 5 },
];

const PARTNER_FIELDS: readonly RequestField[] = [
  {
    name: 'firstName',
    label: 'First Name',
    type: 'text',
    required: true,
    autoComplete: 'given-name',
  },
  {
    name: 'lastName',
    label: 'Last Name',
    type: 'text',
    required: true,
    autoComplete: 'family-name',
  },
  {
    name: 'company',
    label: 'Company',
    type: 'text',
    required: true,
    autoComplete: 'organization',
  },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  {
    name: 'industry',
    label: 'Industry',
    type: 'select',
    required: true,
    options: PARTNER_INDUSTRY_CHOICES,
    emptyOption: 'Choose your industry',
  },
  {
    name: 'interest',
    label: 'Partnership Interest',
    type: 'textarea',
    required: true,
    hint: 'What would you like to build together?',
  },
];

export function summarizeMedia(values: Readonly<Record<string, string>>): string {
  return `Media inquiry from ${values.publication?.trim() ?? ''}: ${values.subject?.trim() ?? ''}`;
}

export function summarizePartner(values: Readonly<Record<string, string>>): string {
  const industry =
    PARTNER_INDUSTRY_CHOICES.find((choice) => choice.value === values.industry)?.label ?? 'Other';
  return `Partnership inquiry from ${values.company?.trim() ?? ''} (${industry})`;
}

interface InquirySectionProps {
  id: string;
  title: string;
  text: string;
  email: string;
  children: ReactNode;
}

/** A form beside the words that say what it is for, and the address for those who prefer mail. */
function InquirySection({ id, title, text, email, children }: InquirySectionProps) {
  return (
    <section id={id} className="company-section company-anchor" aria-labelledby={`${id}-title`}>
      <div className="container company-form">
        <div className="company-form__intro">
          <h2 id={`${id}-title`} className="company-section__title">
            {title}
          </h2>
          <p>{text}</p>
          <p>
            Prefer email? Write to <a href={`mailto:${email}`}>{email}</a>.
          </p>
        </div>
        <div className="company-form__card">{children}</div>
      </div>
    </section>
  );
}

/** The Press page's media-inquiry form (spec 01 section 3). */
export function MediaInquiry() {
  return (
    <InquirySection
      id="media-inquiry"
      title="Media inquiries"
      text="Writing about home design, AI or retail? Ask for an interview, data or images and our press team will help."
      email={PRESS_EMAIL}
    >
      <MediaInquiryForm />
    </InquirySection>
  );
}

/** The Partners page's inquiry form (spec 01 section 3). */
export function PartnerInquiry() {
  return (
    <InquirySection
      id="partner-inquiry"
      title="Let's work together"
      text="Tell us about your company and what you have in mind. A partner manager will be in touch."
      email={PARTNERS_EMAIL}
    >
      <PartnerInquiryForm />
    </InquirySection>
  );
}

function MediaInquiryForm() {
  return (
    <RequestForm
      kind="media"
      fields={MEDIA_FIELDS}
      summarize={summarizeMedia}
      submitLabel="Send Inquiry"
      successTitle="Inquiry sent!"
      successText="Our press team will get back to you within 1 business day."
    />
  );
}

function PartnerInquiryForm() {
  return (
    <RequestForm
      kind="partner"
      fields={PARTNER_FIELDS}
      summarize={summarizePartner}
      submitLabel="Send Inquiry"
      successTitle="Thanks for reaching out!"
      successText="Our partnerships team will get back to you within 1 business day."
    />
  );
}
