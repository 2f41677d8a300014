import { Suspense, lazy, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Menu } from 'lucide-react';
import type { User } from '@supabase/supabase-js';
import { Logo } from '../ui/Logo.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { useAuth } from '../features/auth/useAuth.ts';
import { TOPBAR_SCROLL_THRESHOLD_PX } from '../lib/timing.ts';
import { PendingCalls } from './PendingCalls.tsx';
import { useScrolledPast } from './useScrolledPast.ts';
import '../ui/IconButton.css';
import './TopBar.css';

// Radix and the menu's icons stay out of the entry chunk until someone reaches for the menu.
const loadSlideMenu = () => import('./SlideMenu.tsx');
const SlideMenu = lazy(loadSlideMenu);

export function TopBar() {
  const scrolled = useScrolledPast(TOPBAR_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const openMenu = () => {
    setMenuMounted(true);
    setMenuOpen(true);
  };

  return (
    <header className="topbar" data-scrolled={scrolled ? 'true' : 'false'}>
      <div className="topbar__inner container">
        <Link href="/" className="topbar__home">
          <Logo /> <span className="visually-hidden">home</span>
        </Link>
        <div className="topbar__actions">
          <PendingCalls />
          <AccountArea />
          <button
            ref={menuButton}
            type="button"
            className="icon-button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={openMenu}
            onPointerEnter={() => void loadSlideMenu()}
            onFocus={() => void loadSlideMenu()}
          >
            <Menu aria-hidden="true" />
          </button>
        </div>
      </div>
      {menuMounted ? (
        <Suspense fallback={null}>
          <SlideMenu
            id={menuId}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            returnFocusTo={menuButton}
          />
        </Suspense>
      ) : null}
    </header>
  );
}

function AccountArea() {
  const { user, session, loading } = useAuth();
  // A stored session is shown at once; the placeholder only covers the not-yet-known case.
  if (loading && !session) {
    return (
      <>
        <span className="topbar__skeleton" aria-hidden="true" />
        <span role="status" className="visually-hidden">
          Loading account
        </span>
      </>
    );
  }
  if (user) {
    return (
      <Link href="/account" className="topbar__avatar" aria-label="Account">
        <span aria-hidden="true">{initialOf(user)}</span>
      </Link>
    );
  }
  return (
    <ButtonLink href="/auth" variant="secondary">
      Sign In
    </ButtonLink>
  );
}

function initialOf(user: User): string {
  const metadata: Record<string, unknown> = user.user_metadata ?? {};
  const name = typeof metadata.full_name === 'string' ? metadata.full_name.trim() : '';
  const source = name || user.email || '';
  return (source.charAt(0) || '?').toUpperCase();
}
