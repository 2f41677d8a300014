import { createElement } from 'react';
import { Wifi, WifiOff } from 'lucide-react';

export const OFFLINE_MESSAGE =
  "You're offline. Everything you've opened still works; changes are saved on this device.";
export const BACK_ONLINE_MESSAGE = 'Back online';

/*
 * The connectivity notice's pills, written without JSX so that the build can render them too:
 * index.html draws the same pills before the app has loaded (build/early-offline-notice.ts).
 */

function pill(className: string, icon: typeof Wifi, message: string) {
  return createElement(
    'p',
    { className },
    createElement(icon, { 'aria-hidden': true }),
    createElement('span', null, message),
  );
}

export function OfflinePill() {
  return pill('offline-indicator__pill', WifiOff, OFFLINE_MESSAGE);
}

export function BackOnlinePill() {
  return pill('offline-indicator__pill offline-indicator__pill--back', Wifi, BACK_ONLINE_MESSAGE);
}
