import { useCallback, useEffect, useState } from 'react';
import { useDeviceQuery } from '../../lib/useDeviceQuery.ts';
import { HardDrive, ShieldCheck, Trash2 } from 'lucide-react';
import {
  askForPersistentStorage,
  readStorageStatus,
  type StorageStatus,
} from '../../lib/deviceStorage.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { notify } from '../../ui/notify.tsx';
import { SyncStatusLine } from '../sync/index.ts';
import { formatBytes } from './accountRules.ts';
import {
  clearDeviceData,
  countDeviceData,
  NOTHING_KEPT,
  type DeviceDataCounts,
} from './deviceData.ts';

export const CLEAR_DATA_COPY = {
  button: 'Clear data on this device',
  title: 'Clear data on this device?',
  description:
    'This removes your scans, photos, room plans, saved rooms, room cart, onboarding answers, newsletter sign-up and copies of sent requests from this device. You stay signed in, and calls waiting to be sent are kept.',
  confirm: 'Clear Data',
  done: { title: 'Data cleared', description: 'This device no longer keeps your rooms or scans.' },
} as const;

function usageText(status: StorageStatus | null): string {
  if (!status) return 'Checking...';
  if (status.usage === null) return "This browser doesn't say how much space the app uses.";
  const used = formatBytes(status.usage);
  return status.quota === null ? `${used} used` : `${used} used of ${formatBytes(status.quota)}`;
}

function rows(counts: DeviceDataCounts | undefined): Array<[string, string]> {
  const n = (value: number | undefined) => (value === undefined ? '…' : String(value));
  return [
    ['Completed scans', n(counts?.scans)],
    ['Photos', n(counts?.photos)],
    ['Room plans', n(counts?.roomPlans)],
    ['Saved rooms', n(counts?.rooms)],
    ['Room cart items', n(counts?.cart)],
    ['Onboarding answers', counts === undefined ? '…' : counts.answers > 0 ? 'Saved' : 'None'],
    ['Sent requests', n(counts?.requests)],
    ['Newsletter', counts === undefined ? '…' : counts.newsletter > 0 ? 'Subscribed' : 'None'],
  ];
}

/** How much the app keeps on this device, whether it is kept for good, and a way to clear it. */
export function DeviceDataCard() {
  const counts = useDeviceQuery(countDeviceData, [], NOTHING_KEPT);
  const [status, setStatus] = useState<StorageStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);

  const refresh = useCallback(() => {
    readStorageStatus()
      .then(setStatus)
      .catch(() => setStatus({ usage: null, quota: null, persisted: false }));
  }, []);

  // The estimate follows what is stored, so it is read again whenever the counts change.
  useEffect(refresh, [refresh, counts]);

  const keep = () => {
    askForPersistentStorage()
      .then((persisted) => {
        refresh();
        notify(
          persisted
            ? { title: 'Kept on this device', description: 'Your browser will keep your data.' }
            : {
                title: 'Not granted',
                description: 'Your browser decides this itself; installing the app usually helps.',
              },
        );
      })
      .catch(refresh);
  };

  const clear = () => {
    setClearing(true);
    clearDeviceData()
      .then(() => {
        setConfirming(false);
        notify(CLEAR_DATA_COPY.done);
        refresh();
      })
      .catch((error: unknown) => {
        console.error('Could not clear the data on this device', error);
        notify({
          title: 'Something went wrong',
          description: 'The data could not be cleared. Please try again.',
          variant: 'destructive',
        });
      })
      .finally(() => setClearing(false));
  };

  return (
    <section className="account-card" aria-labelledby="device-data-title">
      <div className="account-card__head">
        <h2 id="device-data-title" className="account-block__title">
          Data on this device
        </h2>
      </div>
      <p className="account-muted">
        Your rooms, scans and answers are kept in this browser, so they work offline.
      </p>
      <SyncStatusLine className="device-data__status" />
      <div className="device-data__status">
        <p className="device-data__line">
          <HardDrive aria-hidden="true" />
          <span>{usageText(status)}</span>
        </p>
        <p className="device-data__line">
          <ShieldCheck aria-hidden="true" />
          <span>
            {status === null
              ? 'Checking...'
              : status.persisted
                ? 'Persistent: the browser keeps this data even when space runs low.'
                : 'Not persistent: the browser may remove it if the device runs low on space.'}
          </span>
        </p>
        {status && !status.persisted ? (
          <div>
            <Button variant="ghost" size="sm" onClick={keep}>
              Keep my data on this device
            </Button>
          </div>
        ) : null}
      </div>
      <dl className="device-data__counts">
        {rows(counts).map(([label, value]) => (
          <div key={label} className="device-data__count">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <Button
          variant="secondary"
          size="sm"
          className="device-data__clear"
          icon={<Trash2 aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          {CLEAR_DATA_COPY.button}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={CLEAR_DATA_COPY.title}
        description={CLEAR_DATA_COPY.description}
        variant="center"
        footer={
          <div className="account-dialog__actions">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button className="device-data__confirm" disabled={clearing} onClick={clear}>
              {clearing ? 'Clearing...' : CLEAR_DATA_COPY.confirm}
            </Button>
          </div>
        }
      />
    </section>
  );
}
