import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { useDoublePressGuard } from '../../ui/useDoublePressGuard.ts';
import '../../ui/Field.css';
import {
  INVALID_EMAIL_MESSAGE,
  SUBSCRIBED_MESSAGE,
  SUBSCRIBED_TITLE,
  isValidEmail,
} from './newsletterRules.ts';
import { saveSubscription } from './newsletterStore.ts';
import { useNewsletterSubscription } from './useNewsletterSubscription.ts';
import './NewsletterSignup.css';

export interface NewsletterSignupProps {
  /** `dark` sits on the ink footer; `light` on canvas or sand sections. */
  tone?: 'light' | 'dark';
  heading?: string;
  headingLevel?: 2 | 3;
}

export function NewsletterSignup({
  tone = 'light',
  heading = 'Get design tips in your inbox',
  headingLevel = 2,
}: NewsletterSignupProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Set when this box subscribed, so the answer shows even if the device could not store it.
  const [subscribedHere, setSubscribedHere] = useState(false);
  const [pending, setPending] = useState(false);
  const stored = useNewsletterSubscription();
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const guardDoublePress = useDoublePressGuard();
  const ids = { heading: useId(), input: useId(), error: useId() };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const subscribed =
    subscribedHere || (stored.status === 'ready' && stored.record?.subscribed === true);

  // The input that had focus is gone; hand focus to the confirmation that replaced it. Boxes
  // that learn of the subscription from elsewhere (another box, another tab) leave focus be.
  useLayoutEffect(() => {
    if (subscribedHere) done.current?.focus();
  }, [subscribedHere]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(INVALID_EMAIL_MESSAGE);
      input.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      await saveSubscription(email);
    } catch (failure: unknown) {
      // No server takes the subscription; a device that cannot store it still gets the answer.
      console.error('Could not store the newsletter subscription', failure);
    }
    setPending(false);
    // The second click of a double click lands on the confirmation.
    guardDoublePress();
    setSubscribedHere(true);
  };

  return (
    <section className={`newsletter newsletter--${tone}`} aria-labelledby={ids.heading}>
      <Heading id={ids.heading} className="newsletter__heading">
        {heading}
      </Heading>
      <div aria-live="polite">
        {subscribed ? (
          <div ref={done} className="newsletter__done" tabIndex={-1}>
            <CircleCheck className="newsletter__done-icon" aria-hidden="true" />
            <div>
              <p className="newsletter__done-title">{SUBSCRIBED_TITLE}</p>
              <p className="newsletter__done-text">{SUBSCRIBED_MESSAGE}</p>
            </div>
          </div>
        ) : null}
      </div>
      {subscribed ? null : (
        <form className="newsletter__form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <label htmlFor={ids.input} className="visually-hidden">
            Email address
          </label>
          <div className="newsletter__row">
            <input
              ref={input}
              id={ids.input}
              className="field__input newsletter__input"
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
            <Button type="submit" disabled={pending}>
              Subscribe
            </Button>
          </div>
          {error ? (
            <p id={ids.error} className="newsletter__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
