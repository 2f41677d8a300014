import { REVIEW_STATS, REVIEWS_CLOSING } from '../content/reviews.ts';
import { routeCopy } from '../content/routes.ts';
import { CtaBand, TrustMetrics } from '../features/inspiration/index.ts';
import { Section } from '../ui/Section.tsx';
import { ReviewBrowser, ReviewSegments } from '../features/reviews/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import './ReviewsPage.css';

export default function ReviewsPage() {
  return (
    <div className="reviews-page">
      <PageIntro {...routeCopy('/reviews')}>
        <div className="reviews-page__stats">
          <TrustMetrics metrics={REVIEW_STATS} />
        </div>
      </PageIntro>

      <Section
        id="reviews-list"
        eyebrow="Customer reviews"
        title="What people say after the boxes are gone"
      >
        <ReviewBrowser />
      </Section>

      <Section
        id="reviews-segments"
        tone="sand"
        eyebrow="By customer"
        title="Loved by every kind of home"
      >
        <ReviewSegments />
      </Section>

      <CtaBand id="reviews-cta" {...REVIEWS_CLOSING} />
    </div>
  );
}
