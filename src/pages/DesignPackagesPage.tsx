import { PageIntro } from '../ui/PageIntro.tsx';

export default function DesignPackagesPage() {
  return <PageIntro path="/design-packages" />;
}
