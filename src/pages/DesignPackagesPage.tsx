import { routeCopy } from '../content/routes.ts';
import {
  PackageFaqs,
  PackagePlanner,
  PackageTestimonials,
  PackagesClosing,
  PackagesHeroNotes,
} from '../features/packages/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function DesignPackagesPage() {
  return (
    <>
      <PageIntro {...routeCopy('/design-packages')}>
        <PackagesHeroNotes />
      </PageIntro>
      <PackagePlanner />
      <PackageTestimonials />
      <PackageFaqs />
      <PackagesClosing />
    </>
  );
}
