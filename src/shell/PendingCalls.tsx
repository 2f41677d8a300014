import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Clock, RefreshCw } from 'lucide-react';
import { syncStatusAtom } from '../features/sync/syncAtoms.ts';
import { waitingChangesName } from '../features/sync/syncBadge.ts';
import { pendingCallsAtom } from '../features/outbox/outboxAtoms.ts';
import './PendingCalls.css';

// Radix stays out of the entry chunk until someone opens the list.
const loadDialog = () => import('./PendingCallsDialog.tsx');
const PendingCallsDialog = lazy(loadDialog);

/** A small mark while changes wait to sync to the account (the account page says more). */
function SyncPending() {
  const status = useAtomValue(syncStatusAtom);
  if (!status || status.pending === 0) return null;
  return (
    <span
      className={`sync-pending sync-pending--${status.state}`}
      role="img"
      aria-label={waitingChangesName(status.pending)}
      title={waitingChangesName(status.pending)}
    >
      <RefreshCw aria-hidden="true" />
      <span aria-hidden="true">{status.pending}</span>
    </span>
  );
}

/** The top bar's count of calls waiting to be sent, opening the list where each can be cancelled. */
export function PendingCalls() {
  const calls = useAtomValue(pendingCallsAtom);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hasCalls = calls.length > 0;
  // The list closes itself when its last call is sent or cancelled.
  if (!hasCalls && open) setOpen(false);

  // Calls are queued offline, so the list's code is fetched as soon as there is one to show.
  useEffect(() => {
    if (hasCalls) void loadDialog().catch(() => undefined);
  }, [hasCalls]);

  return (
    <>
      <SyncPending />
      {hasCalls ? (
        <button
          ref={button}
          type="button"
          className="pending-calls"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          <Clock aria-hidden="true" />
          <span>
            {calls.length} <span className="pending-calls__word">waiting</span>{' '}
            <span className="visually-hidden">
              {calls.length === 1 ? 'call to send' : 'calls to send'}
            </span>
          </span>
        </button>
      ) : null}
      {/* Stays mounted after the pill goes, so focus is handed back when the list closes. */}
      {mounted ? (
        <Suspense fallback={null}>
          <PendingCallsDialog
            open={open && hasCalls}
            onOpenChange={setOpen}
            returnFocusTo={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
