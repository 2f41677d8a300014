import { ArrowLeft, Save, UserRound } from 'lucide-react';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { useAuth } from '../auth/index.ts';

interface CanvasHeaderProps {
  title: string;
  summary: string;
  onSave: () => void;
}

/** The canvas's own bar: 'Exit to Home', the title, 'Save My Room', and 'Profile' when signed in. */
export function CanvasHeader({ title, summary, onSave }: CanvasHeaderProps) {
  const { user } = useAuth();
  return (
    <header className="canvas-header">
      <div className="canvas-header__inner">
        <div className="canvas-header__exit">
          <ButtonLink href="/" variant="ghost" size="sm" icon={<ArrowLeft aria-hidden="true" />}>
            Exit to Home
          </ButtonLink>
        </div>
        <div className="canvas-header__titles">
          <h1 className="canvas-header__title">{title}</h1>
          <p className="canvas-header__summary">{summary}</p>
        </div>
        <div className="canvas-header__actions">
          <Button size="sm" icon={<Save aria-hidden="true" />} onClick={onSave}>
            Save My Room
          </Button>
          {user ? (
            <ButtonLink
              href="/account"
              variant="secondary"
              size="sm"
              icon={<UserRound aria-hidden="true" />}
            >
              <span className="canvas-header__narrow-hidden">Profile</span>
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </header>
  );
}
