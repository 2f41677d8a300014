import { routeCopy } from '../content/routes.ts';
import { CtaBand, HOME_STEPS } from '../features/inspiration/index.ts';
import { Section } from '../ui/Section.tsx';
import {
  FeaturedTransformations,
  ScanRoomButton,
  SocialProof,
  TransformationCards,
} from '../features/showcase/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import './SeeAureviaInActionPage.css';

export default function SeeAureviaInActionPage() {
  return (
    <div className="action-page">
      <PageIntro {...routeCopy('/see-aurevia-in-action')} />

      <section className="action-page__featured" aria-labelledby="action-featured-title">
        <div className="container action-page__featured-inner">
          <header className="action-page__header">
            <h2 id="action-featured-title" className="action-page__title">
              Featured transformations
            </h2>
            <p className="action-page__lead">
              Open a room to see the scan, the finished design and what it took.
            </p>
          </header>
          <FeaturedTransformations leadFirst />
        </div>
      </section>

      <SocialProof />

      <Section
        id="action-process"
        eyebrow="How they did it"
        title={HOME_STEPS.title}
        lead="Every room on this page followed the same three steps."
      >
        <ol className="action-page__steps">
          {HOME_STEPS.steps.map((step, index) => (
            <li key={step.title}>
              <span aria-hidden="true">{index + 1}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="action-more"
        tone="sand"
        eyebrow="More transformations"
        title="Before and after, room by room"
      >
        <TransformationCards />
      </Section>

      <CtaBand
        id="action-cta"
        title="Your room could be next"
        text="Scan it in under 2 minutes and get your first AI design free. No card needed."
        primary={{ label: 'Scan Your Room', href: '/start-room' }}
        secondary={{ label: 'Browse Rooms', href: '/browse-rooms' }}
      />

      <ScanRoomButton />
    </div>
  );
}
