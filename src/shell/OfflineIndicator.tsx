import { useEffect, useState } from 'react';
import { Wifi, WifiOff } from 'lucide-react';
import { useOnline } from '../lib/connectivity.ts';
import { BACK_ONLINE_NOTICE_MS } from '../lib/timing.ts';
import './OfflineIndicator.css';

export const OFFLINE_MESSAGE =
  "You're offline. Everything you've opened still works; changes are saved on this device.";
export const BACK_ONLINE_MESSAGE = 'Back online';

export function OfflineIndicator() {
  const online = useOnline();
  const [seenOnline, setSeenOnline] = useState(online);
  const [backOnline, setBackOnline] = useState(false);

  // Derived during render rather than in an effect, so "Back online" shows in the same paint
  // in which the offline banner goes away.
  if (online !== seenOnline) {
    setSeenOnline(online);
    setBackOnline(online);
  }

  useEffect(() => {
    if (!backOnline) return;
    const timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [backOnline]);

  // The live region stays mounted so screen readers announce its changes.
  return (
    <div className="offline-indicator" role="status">
      {!online && (
        <p className="offline-indicator__pill">
          <WifiOff aria-hidden="true" />
          <span>{OFFLINE_MESSAGE}</span>
        </p>
      )}
      {online && backOnline && (
        <p className="offline-indicator__pill offline-indicator__pill--back">
          <Wifi aria-hidden="true" />
          <span>{BACK_ONLINE_MESSAGE}</span>
        </p>
      )}
    </div>
  );
}
