import { Sofa } from 'lucide-react';
import { ButtonLink } from '../../ui/Button.tsx';
import { displayName } from '../account/index.ts';
import { useAuth } from '../auth/index.ts';
import './Dashboard.css';

interface WelcomeBannerProps {
  title: string;
  summary: string;
}

/** The dashboard's opening: a welcome with the user's name when signed in, and what to do next. */
export function WelcomeBanner({ title, summary }: WelcomeBannerProps) {
  const { user, loading } = useAuth();
  return (
    <section className="welcome-banner">
      <div className="container welcome-banner__inner">
        <p className="welcome-banner__eyebrow">
          {user ? `Welcome back, ${displayName(user)}` : 'Welcome to Aurevia'}
        </p>
        <h1 className="welcome-banner__title">{title}</h1>
        <p className="welcome-banner__summary">{summary}</p>
        {user ? (
          <p className="welcome-banner__account">
            Signed in as <strong>{user.email}</strong>
          </p>
        ) : null}
        <div className="welcome-banner__actions">
          <ButtonLink href="/design-dashboard" icon={<Sofa aria-hidden="true" />}>
            Launch My Design
          </ButtonLink>
          {user ? null : (
            // While the session is unknown the link keeps its place, unseen, so the content
            // below does not move when it appears.
            <span
              className="welcome-banner__sign-in"
              data-pending={loading || undefined}
              inert={loading}
            >
              <ButtonLink href="/auth" variant="secondary">
                Sign in to see your rooms
              </ButtonLink>
            </span>
          )}
        </div>
      </div>
    </section>
  );
}
