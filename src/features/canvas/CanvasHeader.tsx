import type { ReactNode } from 'react';
import { ArrowLeft, Save, UserRound } from 'lucide-react';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { useAuth } from '../auth/index.ts';

interface CanvasHeaderProps {
  title: string;
  summary: string;
  onSave: () => void;
  /**
   * The workspace's one bar on a phone: the title stays for screen readers and the tab's name,
   * the buttons show their icons (their names unchanged), and `children` (the room's name and
   * picker) take the room between them.
   */
  compact?: boolean;
  children?: ReactNode;
}

/** The canvas's own bar: 'Exit to Home', the title, 'Save My Room', and 'Profile' when signed in. */
export function CanvasHeader({
  title,
  summary,
  onSave,
  compact = false,
  children,
}: CanvasHeaderProps) {
  const { user } = useAuth();
  const hidden = compact ? 'visually-hidden' : undefined;
  return (
    <header className={`canvas-header${compact ? ' canvas-header--compact' : ''}`}>
      <div className="canvas-header__inner">
        <div className="canvas-header__exit">
          <ButtonLink href="/" variant="ghost" size="sm" icon={<ArrowLeft aria-hidden="true" />}>
            <span className={hidden}>Exit to Home</span>
          </ButtonLink>
        </div>
        <div className={`canvas-header__titles${compact ? ' visually-hidden' : ''}`}>
          <h1 className="canvas-header__title">{title}</h1>
          <p className="canvas-header__summary">{summary}</p>
        </div>
        {children ? <div className="canvas-header__room">{children}</div> : null}
        <div className="canvas-header__actions">
          <Button
            size="sm"
            variant={compact ? 'secondary' : 'primary'}
            icon={<Save aria-hidden="true" />}
            onClick={onSave}
          >
            <span className={hidden}>Save My Room</span>
          </Button>
          {user ? (
            <ButtonLink
              href="/account"
              variant="secondary"
              size="sm"
              icon={<UserRound aria-hidden="true" />}
            >
              <span className={hidden ?? 'canvas-header__narrow-hidden'}>Profile</span>
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </header>
  );
}
