import { PageIntro } from '../ui/PageIntro.tsx';

export default function ContactUsPage() {
  return <PageIntro path="/contact-us" />;
}
