import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Share, SquarePlus, X } from 'lucide-react';
import '../ui/Button.css';
import './AddToHomeScreenDialog.css';

export const ADD_TO_HOME_SCREEN_STEPS = [
  "Tap the Share button in Safari's toolbar.",
  'Scroll down and tap "Add to Home Screen".',
  'Tap "Add".',
] as const;

const STEP_ICONS = [Share, SquarePlus, null] as const;

export default function AddToHomeScreenDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="a2hs__overlay" />
        <Dialog.Content
          className="a2hs"
          onCloseAutoFocus={(event) => {
            // Safari does not focus a tapped button, so Radix would not know where to return.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="a2hs__header">
            <Dialog.Title className="a2hs__title">Add to Home Screen</Dialog.Title>
            <Dialog.Close className="a2hs__close" aria-label="Close">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="a2hs__intro">
            Install Aurevia on your iPhone or iPad: it opens full screen and works offline.
          </Dialog.Description>
          <ol className="a2hs__steps">
            {ADD_TO_HOME_SCREEN_STEPS.map((step, index) => {
              const Icon = STEP_ICONS[index];
              return (
                <li key={step} className="a2hs__step">
                  <span className="a2hs__number">{index + 1}</span>
                  <span className="a2hs__text">{step}</span>
                  {Icon && <Icon className="a2hs__icon" aria-hidden="true" />}
                </li>
              );
            })}
          </ol>
          <Dialog.Close className="btn btn--primary btn--md btn--block">Got it</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
