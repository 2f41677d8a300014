import { useEffect, useState } from 'react';
import { useBrowserValue } from '../../lib/useBrowserValue.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { EXPORT_FAILED, QUICK_LOOK_LABEL, QUICK_LOOK_PREPARING } from './copy.ts';
import { supportsQuickLook } from './deliver.ts';
import { makeModelFile, roomKey } from './loadExporter.ts';
import type { Room3DExportProps } from './props.ts';
import './Room3DExport.css';

/** Waits for the view to settle before the phone spends a moment making the file. */
export const QUICK_LOOK_PREPARE_DELAY_MS = 400;

/** A cube in AR's dashed frame, drawn inline: the link works offline and fetches nothing. */
const AR_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#1f1a17" ' +
      'stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">' +
      '<path d="M12 3 4 7.5v9L12 21l8-4.5v-9z"/><path d="m4 7.5 8 4.5 8-4.5M12 12v9"/></svg>',
  );

type Prepared = { readonly key: string; readonly url: string; readonly fileName: string };

/**
 * "See it in your room" on iPhone and iPad: a link to the room as USDZ, made on the device,
 * that Safari opens in AR Quick Look at true size. Apple's pattern is an `<a rel="ar">` whose
 * first element is an `<img>`; the text beside it is the link's name. Elsewhere it renders
 * nothing. The file is made ahead, so the tap is an ordinary link the browser trusts.
 */
export function QuickLookLink(props: Room3DExportProps) {
  // Asked once hydrated: the prerendered page has no document to ask.
  const supported = useBrowserValue(supportsQuickLook, false);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const key = roomKey(props);

  useEffect(() => {
    if (!supported) return undefined;
    let cancelled = false;
    let url: string | null = null;
    const room = JSON.parse(key) as [
      Room3DExportProps['plan'],
      Room3DExportProps['pieces'],
      Room3DExportProps['name'],
    ];
    const timer = setTimeout(() => {
      makeModelFile({ plan: room[0], pieces: room[1], name: room[2] }, 'usdz').then(
        (file) => {
          if (cancelled) return;
          url = URL.createObjectURL(file);
          setPrepared({ key, url, fileName: file.name });
        },
        () => {
          if (!cancelled) setFailedKey(key);
        },
      );
    }, QUICK_LOOK_PREPARE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (url) URL.revokeObjectURL(url);
    };
  }, [supported, key]);

  if (!supported) return null;
  const ready = prepared && prepared.key === key ? prepared : null;
  if (!ready) {
    return (
      <p className="room3d-export__quick-look-status" role="status" aria-live="polite">
        {failedKey === key ? EXPORT_FAILED : QUICK_LOOK_PREPARING}
      </p>
    );
  }
  return (
    // The room is shown at its true size: Quick Look's pinch to scale is turned off.
    <a
      className={`${buttonClass({ variant: 'quiet' })} room3d-export__quick-look`}
      rel="ar"
      href={`${ready.url}#allowsContentScaling=0`}
      download={ready.fileName}
    >
      <img src={AR_ICON} alt="" width={20} height={20} />
      {QUICK_LOOK_LABEL}
    </a>
  );
}
