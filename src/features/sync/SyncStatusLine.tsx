import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Cloud, CloudOff, RefreshCw, CircleAlert } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { syncStatusAtom } from './syncAtoms.ts';
import { retrySync } from './syncClient.ts';
import { syncStatusText } from './syncText.ts';

const ICONS = { synced: Cloud, syncing: RefreshCw, offline: CloudOff, failed: CircleAlert };

/** The account's sync state for "Data on this device", with a retry when it failed. */
export function SyncStatusLine({ className }: { className?: string }) {
  const status = useAtomValue(syncStatusAtom);
  const [retrying, setRetrying] = useState(false);
  if (!status) return null;
  const Icon = ICONS[status.state];
  return (
    <div className={className} data-sync-state={status.state}>
      <p className="device-data__line" role="status">
        <Icon aria-hidden="true" />
        <span>{syncStatusText(status)}</span>
      </p>
      {status.state === 'failed' ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={retrying}
            onClick={() => {
              setRetrying(true);
              void retrySync().finally(() => setRetrying(false));
            }}
          >
            {retrying ? 'Retrying...' : 'Retry'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
