import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function ContactUsPage() {
  return <PageIntro {...routeCopy('/contact-us')} />;
}
