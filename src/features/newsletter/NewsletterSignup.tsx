import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import '../../ui/Field.css';
import {
  INVALID_EMAIL_MESSAGE,
  SUBSCRIBED_MESSAGE,
  SUBSCRIBED_TITLE,
  isValidEmail,
} from './newsletterRules.ts';
import { loadSubscription, saveSubscription } from './newsletterStore.ts';
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
  const [subscribed, setSubscribed] = useState(false);
  const [pending, setPending] = useState(false);
  const justSubscribed = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const ids = { heading: useId(), input: useId(), error: useId() };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // The stored state is read after mount, so the first paint never waits on IndexedDB.
  useEffect(() => {
    let live = true;
    void loadSubscription().then((record) => {
      if (live && record?.subscribed) setSubscribed(true);
    });
    return () => {
      live = false;
    };
  }, []);

  // The input that had focus is gone; hand focus to the confirmation that replaced it.
  useEffect(() => {
    if (subscribed && justSubscribed.current) done.current?.focus();
  }, [subscribed]);

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
    justSubscribed.current = true;
    setPending(false);
    setSubscribed(true);
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
