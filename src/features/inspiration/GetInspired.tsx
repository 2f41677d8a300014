import { Mail } from 'lucide-react';
import { NewsletterSignup } from '../newsletter/index.ts';
import './GetInspired.css';

/** The 'Get Inspired' newsletter box of the browse and gallery pages. */
export function GetInspired() {
  return (
    <section className="get-inspired" aria-label="Newsletter">
      <div className="container">
        <div className="get-inspired__panel">
          <span className="get-inspired__icon" aria-hidden="true">
            <Mail />
          </span>
          <NewsletterSignup heading="Get Inspired" />
          <p className="get-inspired__note">
            Fresh rooms every week from our designers. Join 10,000+ subscribers.
          </p>
        </div>
      </div>
    </section>
  );
}
