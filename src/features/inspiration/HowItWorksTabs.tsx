import { useState } from 'react';
import { Check } from 'lucide-react';
import { HOW_IT_WORKS_TABS, type HowItWorksTab } from '../../content/features.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import './HowItWorksTabs.css';

const isTab = (value: string): value is HowItWorksTab =>
  HOW_IT_WORKS_TABS.some((panel) => panel.value === value);

/** Scan, Design, Deliver, Features: one step of the journey at a time. */
export function HowItWorksTabs() {
  const [tab, setTab] = useState<HowItWorksTab>('scan');
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        if (isTab(value)) setTab(value);
      }}
      className="hiw-tabs"
    >
      <TabsList aria-label="How it works" className="hiw-tabs__list">
        {HOW_IT_WORKS_TABS.map((panel) => (
          <TabsTrigger key={panel.value} value={panel.value}>
            {panel.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {HOW_IT_WORKS_TABS.map((panel, index) => (
        <TabsContent key={panel.value} value={panel.value} className="hiw-panel">
          <img
            className="hiw-panel__image"
            src={panel.image.src}
            alt={panel.image.alt}
            width={panel.image.width}
            height={panel.image.height}
            loading="lazy"
            decoding="async"
          />
          <div className="hiw-panel__copy">
            <p className="hiw-panel__step">
              Step {index + 1} of {HOW_IT_WORKS_TABS.length}
            </p>
            <h3 className="hiw-panel__title">{panel.title}</h3>
            <p className="hiw-panel__text">{panel.text}</p>
            <ul className="hiw-panel__points">
              {panel.points.map((point) => (
                <li key={point}>
                  <Check aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
            <div>
              <ButtonLink href={panel.cta.href}>{panel.cta.label}</ButtonLink>
            </div>
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
