import { routeCopy } from '../content/routes.ts';
import { useAuth } from '../features/auth/useAuth.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function DashboardPage() {
  const { user, loading } = useAuth();
  return (
    <PageIntro {...routeCopy('/dashboard')}>
      {user ? (
        <p className="page-intro__summary">
          Signed in as <strong>{user.email}</strong>
        </p>
      ) : loading ? null : (
        <div>
          <ButtonLink href="/auth" variant="secondary">
            Sign in to see your rooms
          </ButtonLink>
        </div>
      )}
    </PageIntro>
  );
}
