import { useId, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Link, useLocation } from 'wouter';
import { ChevronDown, LogOut, X } from 'lucide-react';
import { useAuth } from '../features/auth/useAuth.ts';
import { InstallAppButton } from './InstallAppButton.tsx';
import { isCurrentPath } from './navRules.ts';
import { ANONYMOUS_LINKS, MORE_GROUPS, SIGNED_IN_LINKS, START_HERE } from './menuGroups.ts';
import type { MenuGroup, MenuLink } from './menuGroups.ts';
import '../ui/IconButton.css';
import './SlideMenu.css';

export interface SlideMenuProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The opener lives outside this lazily loaded module, so focus is handed back by hand. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export default function SlideMenu({ id, open, onOpenChange, returnFocusTo }: SlideMenuProps) {
  const { user, signOut } = useAuth();
  const [path, navigate] = useLocation();
  const close = () => onOpenChange(false);

  const handleSignOut = async () => {
    close();
    if (await signOut()) navigate('/');
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="slide-menu__overlay" />
        <Dialog.Content
          id={id}
          className="slide-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="slide-menu__header">
            <Dialog.Title className="slide-menu__title">Menu</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close menu">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav className="slide-menu__body" aria-label="Site menu">
            <Group title="Start Here">
              <LinkList links={START_HERE} path={path} onNavigate={close} />
              {user ? (
                <LinkList links={SIGNED_IN_LINKS} path={path} onNavigate={close}>
                  <li>
                    <button
                      type="button"
                      className="slide-menu__item"
                      onClick={() => void handleSignOut()}
                    >
                      <LogOut className="slide-menu__icon" aria-hidden="true" />
                      <span className="slide-menu__label">Sign Out</span>
                    </button>
                  </li>
                </LinkList>
              ) : (
                <LinkList links={ANONYMOUS_LINKS} path={path} onNavigate={close} />
              )}
            </Group>
            {MORE_GROUPS.map((group) =>
              group.collapsible ? (
                <CollapsibleGroup key={group.title} group={group} path={path} onNavigate={close} />
              ) : (
                <Group key={group.title} title={group.title}>
                  <LinkList links={group.links} path={path} onNavigate={close} />
                </Group>
              ),
            )}
          </nav>
          <div className="slide-menu__footer">
            <InstallAppButton variant="menu" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="slide-menu__group">
      <h3 className="slide-menu__heading">{title}</h3>
      {children}
    </section>
  );
}

function CollapsibleGroup({
  group,
  path,
  onNavigate,
}: {
  group: MenuGroup;
  path: string;
  onNavigate: () => void;
}) {
  // Opened up front when it holds the current page, so the highlighted link is visible.
  const [expanded, setExpanded] = useState(() =>
    group.links.some((link) => isCurrentPath(link.href, path)),
  );
  const listId = useId();
  return (
    <section className="slide-menu__group">
      <h3 className="slide-menu__heading">
        <button
          type="button"
          className="slide-menu__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          <span>{group.title}</span>
          <ChevronDown className="slide-menu__chevron" aria-hidden="true" />
        </button>
      </h3>
      <LinkList
        id={listId}
        hidden={!expanded}
        links={group.links}
        path={path}
        onNavigate={onNavigate}
      />
    </section>
  );
}

function LinkList({
  id,
  hidden,
  links,
  path,
  onNavigate,
  children,
}: {
  id?: string;
  hidden?: boolean;
  links: readonly MenuLink[];
  path: string;
  onNavigate: () => void;
  children?: ReactNode;
}) {
  return (
    <ul id={id} hidden={hidden} className="slide-menu__list">
      {links.map(({ label, href, icon: Icon, note }) => (
        <li key={href}>
          <Link
            href={href}
            className="slide-menu__item"
            aria-current={isCurrentPath(href, path) ? 'page' : undefined}
            onClick={onNavigate}
          >
            <Icon className="slide-menu__icon" aria-hidden="true" />
            <span className="slide-menu__label">
              {label}
              {note ? <span className="slide-menu__note">{note}</span> : null}
            </span>
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
