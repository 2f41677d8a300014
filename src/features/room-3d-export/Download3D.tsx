import { Download, Share2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useBrowserValue } from '../../lib/useBrowserValue.ts';
import {
  DOWNLOAD_LABELS,
  EXPORT_FAILED,
  EXPORT_GROUP_LABEL,
  MAKING,
  SHARE_AGAIN,
  SHARE_FAILED,
  SHARE_LABEL,
  downloaded,
  shared,
} from './copy.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { downloadFile, shareFiles, shareableFormats } from './deliver.ts';
import type { ModelFormat } from './formats.ts';
import { makeModelFile, roomKey } from './loadExporter.ts';
import type { Room3DExportProps } from './props.ts';
import './Room3DExport.css';

const FORMATS: readonly ModelFormat[] = ['glb', 'usdz'];

/**
 * "Download 3D": the designed room as a .glb or a .usdz file made on the device, named after
 * the room, and "Share 3D" where the share sheet takes these files.
 */
export function Download3D(props: Room3DExportProps) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  // The share sheet is asked about once hydrated: the prerendered page has no navigator.
  const shareableList = useBrowserValue(() => shareableFormats().join(' '), '');
  const shareable = useMemo(
    () => (shareableList ? (shareableList.split(' ') as ModelFormat[]) : []),
    [shareableList],
  );
  const key = roomKey(props);
  // Files made for this version of the room: a share sheet refused after a long export (its
  // tap has gone stale) opens at once from these on the next press.
  const made = useRef<{ key: string; files: Map<ModelFormat, File> }>({ key, files: new Map() });

  const fileFor = async (format: ModelFormat): Promise<File> => {
    if (made.current.key !== key) made.current = { key, files: new Map() };
    const cache = made.current.files;
    const ready = cache.get(format);
    if (ready) return ready;
    const file = await makeModelFile(props, format);
    cache.set(format, file);
    return file;
  };

  const run = async (task: () => Promise<string>) => {
    setBusy(true);
    setStatus(MAKING);
    try {
      setStatus(await task());
    } catch {
      setStatus(EXPORT_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const download = (format: ModelFormat) =>
    run(async () => {
      const file = await fileFor(format);
      downloadFile(file);
      return downloaded(file.name);
    });

  const share = () =>
    run(async () => {
      const files: File[] = [];
      for (const format of shareable) files.push(await fileFor(format));
      const outcome = await shareFiles(files, `${props.name} in 3D`);
      if (outcome === 'shared') return shared(files.map((file) => file.name));
      if (outcome === 'not-allowed') return SHARE_AGAIN;
      return outcome === 'cancelled' ? '' : SHARE_FAILED;
    });

  return (
    <div className="room3d-export">
      <div className="room3d-export__actions" role="group" aria-label={EXPORT_GROUP_LABEL}>
        {FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className={buttonClass({ variant: 'quiet' })}
            onClick={() => void download(format)}
            disabled={busy}
          >
            <Download aria-hidden="true" />
            <span>{DOWNLOAD_LABELS[format]}</span>
          </button>
        ))}
        {shareable.length > 0 ? (
          <button
            type="button"
            className={buttonClass({ variant: 'quiet' })}
            onClick={() => void share()}
            disabled={busy}
          >
            <Share2 aria-hidden="true" />
            <span>{SHARE_LABEL}</span>
          </button>
        ) : null}
      </div>
      <p className="room3d-export__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
