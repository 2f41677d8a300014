import { useRef, type ReactNode, type RefObject } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import './Dialog.css';

export type DialogVariant = 'center' | 'sheet' | 'fullscreen';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /**
   * `center`: a card in the middle of the screen. `sheet`: a bottom sheet on phones, a side
   * panel from the right on tablets and desktops. `fullscreen`: the whole viewport.
   */
  variant?: DialogVariant;
  /** Actions pinned under the scrolling body (always visible, however long the content). */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
  /**
   * Where focus goes on closing. Radix returns it to the opener by itself; pass this when the
   * opener may not hold focus (Safari does not focus a tapped button) or has gone.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A modal dialog (Radix): focus trapped inside, Escape and the "Close" button dismiss it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  variant = 'center',
  footer,
  children,
  className,
  returnFocusTo,
}: DialogProps) {
  // Radix gives focus back only to its own Trigger; these dialogs are opened by any button.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={`dialog__overlay dialog__overlay--${variant}`} />
        <RadixDialog.Content
          className={`dialog dialog--${variant}${className ? ` ${className}` : ''}`}
          // Without a description Radix would warn about a missing aria-describedby target.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current ?? opener.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="dialog__header">
            <div className="dialog__heading">
              <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
              {description === undefined ? null : (
                <RadixDialog.Description className="dialog__description">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close className="dialog__close" aria-label="Close">
              <X aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {children === undefined || children === null ? null : (
            <div className="dialog__body">{children}</div>
          )}
          {footer ? <div className="dialog__footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
