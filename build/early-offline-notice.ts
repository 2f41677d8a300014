import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BackOnlinePill, OfflinePill } from '../src/shell/offlinePill.ts';
import { EARLY_OFFLINE_NOTICE_ID } from '../src/lib/earlyOffline.ts';
import { CONNECTIVITY_PROBE_PATH } from '../src/lib/connectivityProbe.ts';
import { CONNECTIVITY_PROBE_TIMEOUT_MS } from '../src/lib/connectivityRules.ts';
import { BACK_ONLINE_NOTICE_MS } from '../src/lib/timing.ts';

/**
 * What index.html's early offline check needs of the app, written into its inline script where it
 * names it (`'__OFFLINE_PILL__'` and the like): the notice's pills exactly as the app draws them
 * (src/shell/OfflineIndicator.tsx), the probe's path and timeout, and how long "Back online" shows.
 */
function earlyOfflineValues(): Record<string, string> {
  const quoted = (value: string) => JSON.stringify(value);
  return {
    "'__OFFLINE_PILL__'": quoted(renderToStaticMarkup(createElement(OfflinePill))),
    "'__BACK_ONLINE_PILL__'": quoted(renderToStaticMarkup(createElement(BackOnlinePill))),
    "'__EARLY_NOTICE_ID__'": quoted(EARLY_OFFLINE_NOTICE_ID),
    "'__CONNECTIVITY_PROBE_PATH__'": quoted(CONNECTIVITY_PROBE_PATH),
    __CONNECTIVITY_PROBE_TIMEOUT_MS__: String(CONNECTIVITY_PROBE_TIMEOUT_MS),
    __BACK_ONLINE_NOTICE_MS__: String(BACK_ONLINE_NOTICE_MS),
  };
}

/** An inline script's source with the early offline check's values written in. */
export function withEarlyOfflineNotice(source: string): string {
  let result = source;
  for (const [placeholder, value] of Object.entries(earlyOfflineValues())) {
    result = result.replaceAll(placeholder, () => value);
  }
  return result;
}
