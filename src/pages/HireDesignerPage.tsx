import { useLocation } from 'wouter';
import { routeCopy } from '../content/routes.ts';
import {
  BookADesigner,
  BookingSection,
  FeaturedDesigners,
  HireHeroActions,
  HirePackages,
  HireStickyBar,
  HireTestimonials,
  HowItWorks,
  RecentWork,
  StudioShowcase,
  useScrollToHash,
} from '../features/designer/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

/** Serves /hire-designer and /work-with-designer; each keeps its own heading. */
export default function HireDesignerPage() {
  const [path] = useLocation();
  useScrollToHash();
  const copy = routeCopy(
    path.startsWith('/work-with-designer') ? '/work-with-designer' : '/hire-designer',
  );
  return (
    <>
      <PageIntro {...copy}>
        <HireHeroActions />
      </PageIntro>
      <RecentWork />
      <HowItWorks />
      <HirePackages />
      <StudioShowcase />
      <FeaturedDesigners />
      <HireTestimonials />
      <BookingSection />
      <BookADesigner />
      <HireStickyBar />
    </>
  );
}
