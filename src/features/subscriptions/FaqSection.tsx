import { Accordion } from '../../ui/Accordion.tsx';
import { Section, type SectionTone } from '../../ui/Section.tsx';
import './marketing.css';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** Questions and answers in a single accordion, one open at a time and closable (Radix). */
export function FaqSection({
  items,
  title = 'Frequently asked questions',
  lead,
  tone = 'canvas',
}: {
  items: readonly FaqItem[];
  title?: string;
  lead?: string;
  tone?: SectionTone;
}) {
  return (
    <Section title={title} lead={lead} tone={tone} className="mk-faq">
      <Accordion
        type="single"
        headingLevel={3}
        items={items.map((item) => ({
          id: item.id,
          title: item.question,
          content: <p>{item.answer}</p>,
        }))}
      />
    </Section>
  );
}
