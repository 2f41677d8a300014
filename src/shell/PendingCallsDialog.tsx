import { useState } from 'react';
import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useAtomValue } from 'jotai';
import { CreditCard, KeyRound, LogIn, UserPlus, X } from 'lucide-react';
import { useOnline } from '../lib/connectivity.ts';
import type { PendingCall } from '../lib/outboxRules.ts';
import { pendingCallsAtom } from '../features/outbox/outboxAtoms.ts';
import { cancelPendingCall } from '../features/outbox/outboxClient.ts';
import { pendingCallState, pendingCallTitle } from '../features/outbox/pendingCallText.ts';
import { Button } from '../ui/Button.tsx';
import './PendingCalls.css';

export interface PendingCallsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The opener lives outside this lazily loaded module, so focus is handed back by hand. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

const ICONS = {
  'sign-in': LogIn,
  'sign-up': UserPlus,
  'second-step': KeyRound,
  checkout: CreditCard,
} as const;

export default function PendingCallsDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: PendingCallsDialogProps) {
  const calls = useAtomValue(pendingCallsAtom);
  const online = useOnline();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="pending-calls-dialog__overlay" />
        <Dialog.Content
          className="pending-calls-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocusTo.current ?? document.getElementById('main');
            target?.focus();
          }}
        >
          <div className="pending-calls-dialog__header">
            <Dialog.Title className="pending-calls-dialog__title">Waiting to send</Dialog.Title>
            <Dialog.Close className="pending-calls-dialog__close" aria-label="Close">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="pending-calls-dialog__description">
            {online
              ? 'These are being sent now. Anything the server could not take is retried shortly.'
              : "You're offline. These will be sent as soon as you're back online."}
          </Dialog.Description>
          {calls.length === 0 ? (
            <p className="pending-calls-dialog__empty">Nothing is waiting to send.</p>
          ) : (
            <ul className="pending-calls-dialog__list">
              {calls.map((call) => (
                <PendingCallItem key={call.id} call={call} />
              ))}
            </ul>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PendingCallItem({ call }: { call: PendingCall }) {
  const [cancelling, setCancelling] = useState(false);
  const Icon = ICONS[call.kind];
  const textId = `pending-call-${call.id}`;
  return (
    <li className="pending-calls-dialog__item">
      <Icon className="pending-calls-dialog__icon" aria-hidden="true" />
      <span id={textId} className="pending-calls-dialog__text">
        {`${pendingCallTitle(call)} — ${pendingCallState(call)}`}
      </span>
      <Button
        size="sm"
        variant="secondary"
        aria-describedby={textId}
        disabled={cancelling || call.status === 'sending'}
        onClick={() => {
          setCancelling(true);
          void cancelPendingCall(call.id)
            .catch((error: unknown) => console.error('Could not cancel the call', error))
            .finally(() => setCancelling(false));
        }}
      >
        Cancel
      </Button>
    </li>
  );
}
