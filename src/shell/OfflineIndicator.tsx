import { useEffect, useLayoutEffect, useState } from 'react';
import { useOnline } from '../lib/connectivity.ts';
import { retireEarlyOfflineNotice } from '../lib/earlyOffline.ts';
import { BackOnlinePill, OfflinePill } from './offlinePill.ts';
import { BACK_ONLINE_NOTICE_MS } from '../lib/timing.ts';
import './OfflineIndicator.css';

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

  // Before the paint that shows this notice, the one index.html drew early goes: never two.
  useLayoutEffect(() => {
    if (!online) retireEarlyOfflineNotice();
  }, [online]);

  useEffect(() => {
    if (!backOnline) return;
    const timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [backOnline]);

  // The live region stays mounted so screen readers announce its changes.
  return (
    <div className="offline-indicator" role="status">
      {!online && <OfflinePill />}
      {online && backOnline && <BackOnlinePill />}
    </div>
  );
}
