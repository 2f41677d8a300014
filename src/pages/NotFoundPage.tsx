import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ButtonLink } from '../ui/Button.tsx';
import './NotFoundPage.css';

export const NOT_FOUND_TEXT = {
  title: 'Page Not Found',
  body: "Sorry, we couldn't find the page you're looking for.",
  action: 'Return to Home',
} as const;

export default function NotFoundPage() {
  const [location] = useLocation();
  // A mistyped or stale link is not a fault of the app: a warning, not an error.
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', location);
  }, [location]);

  return (
    <section className="not-found">
      <div className="container not-found__inner">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found__title">{NOT_FOUND_TEXT.title}</h1>
        <p className="not-found__body">{NOT_FOUND_TEXT.body}</p>
        <ButtonLink href="/" size="lg">
          {NOT_FOUND_TEXT.action}
        </ButtonLink>
      </div>
    </section>
  );
}
