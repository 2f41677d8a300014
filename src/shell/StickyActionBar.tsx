import type { MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonClass } from '../ui/Button.tsx';
import { STICKY_BAR_SCROLL_THRESHOLD_PX } from '../lib/timing.ts';
import { withoutTrailingSlash } from './navRules.ts';
import { scrollToAnchor } from './sectionJump.ts';
import { stickyActionsFor } from './stickyActions.ts';
import type { StickyAction } from './stickyActions.ts';
import { useScrolledPast } from './useScrolledPast.ts';
import { NOT_FOUND_PATH, ROUTES } from '../content/routes.ts';
import { useBrowserValue } from '../lib/useBrowserValue.ts';
import './StickyActionBar.css';

/**
 * Fired on window by "Save Design"; the design canvas, which owns the design, listens for it.
 */
export const SAVE_DESIGN_EVENT = 'aurevia:save-design';

export function StickyActionBar({ enabled }: { enabled: boolean }) {
  const scrolled = useScrolledPast(STICKY_BAR_SCROLL_THRESHOLD_PX);
  const [location] = useLocation();
  const current = withoutTrailingSlash(location);
  // Every unknown path shares the one prerendered 404 page, drawn for NOT_FOUND_PATH; its own
  // actions (such as /launch-design's) follow right after hydration.
  const known = ROUTES.some((route) => route.path === current);
  const path = useBrowserValue(() => current, known ? current : NOT_FOUND_PATH);
  const visible = enabled && scrolled;

  return (
    <div
      role="region"
      aria-label="Quick actions"
      className="sticky-actions"
      data-visible={visible ? 'true' : 'false'}
      aria-hidden={visible ? undefined : true}
      inert={!visible}
    >
      <div className="sticky-actions__inner">
        {stickyActionsFor(path).map((action) => (
          <ActionButton key={action.label} action={action} currentPath={path} />
        ))}
      </div>
    </div>
  );
}

function ActionButton({ action, currentPath }: { action: StickyAction; currentPath: string }) {
  const className = `${buttonClass({ variant: action.primary ? 'primary' : 'secondary' })} sticky-actions__button`;
  if (action.kind === 'save-design') {
    return (
      <button
        type="button"
        className={className}
        onClick={() => window.dispatchEvent(new CustomEvent(SAVE_DESIGN_EVENT))}
      >
        {action.label}
      </button>
    );
  }
  const onClick = (event: MouseEvent) => {
    // An anchor on the page in view scrolls there; wouter alone would only change the URL.
    const [targetPath, hash] = action.href.split('#');
    if (hash && targetPath === currentPath && scrollToAnchor(`#${hash}`)) event.preventDefault();
  };
  return (
    <Link href={action.href} className={className} onClick={onClick}>
      {action.label}
    </Link>
  );
}
