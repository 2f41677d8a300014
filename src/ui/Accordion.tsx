import type { ReactNode } from 'react';
import * as RadixAccordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import './Accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** `single`: one panel open at a time (and it may be closed again); `multiple`: any. */
  type?: 'single' | 'multiple';
  /** The level of each item's heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Ids of the items open at first. */
  defaultOpen?: readonly string[];
  className?: string;
}

/** Questions and answers, or any stack of panels: a heading button per item (Radix). */
export function Accordion({
  items,
  type = 'single',
  headingLevel = 3,
  defaultOpen = [],
  className,
}: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const body = items.map((item) => (
    <RadixAccordion.Item key={item.id} value={item.id} className="accordion__item">
      <RadixAccordion.Header asChild>
        <Heading className="accordion__heading">
          <RadixAccordion.Trigger className="accordion__trigger">
            <span className="accordion__title">{item.title}</span>
            <ChevronDown className="accordion__chevron" aria-hidden="true" />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="accordion__content">
        <div className="accordion__inner">{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  const classes = `accordion${className ? ` ${className}` : ''}`;
  return type === 'single' ? (
    <RadixAccordion.Root
      type="single"
      collapsible
      defaultValue={defaultOpen[0]}
      className={classes}
    >
      {body}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root type="multiple" defaultValue={[...defaultOpen]} className={classes}>
      {body}
    </RadixAccordion.Root>
  );
}
