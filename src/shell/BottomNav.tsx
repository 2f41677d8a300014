import { Link, useLocation } from 'wouter';
import { House, ImageUp, Palette, ScanLine, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useAuth } from '../features/auth/useAuth.ts';
import { HOME_SCROLL_DELAY_MS, TAP_VIBRATION_MS } from '../lib/timing.ts';
import { isTabActive } from './navRules.ts';
import { scrollBehavior } from './sectionJump.ts';
import './BottomNav.css';

interface Tab {
  label: string;
  href: string;
  icon: LucideIcon;
  primary?: boolean;
}

function tabsFor(signedIn: boolean): readonly Tab[] {
  return [
    { label: 'Home', href: '/', icon: House },
    { label: 'Scan', href: '/try-scanner', icon: ScanLine, primary: true },
    { label: 'Designer', href: '/work-with-designer', icon: Palette },
    { label: 'Upload', href: '/upload-photos', icon: ImageUp },
    { label: 'Account', href: signedIn ? '/dashboard' : '/auth', icon: UserRound },
  ];
}

function onTap(href: string) {
  // Optional call: iOS Safari and desktop browsers have no vibrate().
  navigator.vibrate?.(TAP_VIBRATION_MS);
  if (href === '/') {
    window.setTimeout(
      () => window.scrollTo({ top: 0, behavior: scrollBehavior() }),
      HOME_SCROLL_DELAY_MS,
    );
  }
}

export function BottomNav() {
  const { user } = useAuth();
  const [path] = useLocation();

  return (
    <nav className="bottom-nav" aria-label="Primary">
      <ul className="bottom-nav__list">
        {tabsFor(user !== null).map(({ label, href, icon: Icon, primary }) => {
          const active = isTabActive(href, path);
          return (
            <li key={label} className="bottom-nav__cell">
              <Link
                href={href}
                className={`bottom-nav__tab${primary ? ' bottom-nav__tab--primary' : ''}`}
                aria-current={active ? 'page' : undefined}
                onClick={() => onTap(href)}
              >
                <span className="bottom-nav__icon" aria-hidden="true">
                  <Icon />
                </span>
                <span className="bottom-nav__label">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
