import { routeCopy } from '../content/routes.ts';
import { ContactChannels, ContactForm } from '../features/contact/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import './ContactUsPage.css';

export default function ContactUsPage() {
  return (
    <>
      <PageIntro {...routeCopy('/contact-us')} />
      <div className="container contact-page">
        <section className="contact-page__form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact-page__title">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <ContactChannels />
      </div>
    </>
  );
}
