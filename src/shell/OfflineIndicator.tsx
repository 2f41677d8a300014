import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useOnline } from '../lib/connectivity.ts';
import { retireEarlyOfflineNotice } from '../lib/earlyOffline.ts';
import { BackOnlinePill, OfflinePill } from './offlinePill.ts';
import { BACK_ONLINE_NOTICE_MS } from '../lib/timing.ts';
import './OfflineIndicator.css';

/** The notice's height while it shows, which the toasts keep below (ui/Toaster.css). */
const NOTICE_HEIGHT = '--offline-notice-height';

/** Publishes the region's height while `showing`, as it wraps or the window narrows. */
function useNoticeHeight(region: RefObject<HTMLDivElement | null>, showing: boolean) {
  useLayoutEffect(() => {
    const element = region.current;
    if (!showing || !element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(NOTICE_HEIGHT, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(NOTICE_HEIGHT);
    };
  }, [region, showing]);
}

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

  const region = useRef<HTMLDivElement>(null);
  useNoticeHeight(region, !online || backOnline);

  // The live region stays mounted so screen readers announce its changes.
  return (
    <div className="offline-indicator" role="status" ref={region}>
      {!online && <OfflinePill />}
      {online && backOnline && <BackOnlinePill />}
    </div>
  );
}
