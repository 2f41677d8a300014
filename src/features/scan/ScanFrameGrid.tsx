import { ImageOff } from 'lucide-react';
import type { PhotoRecord } from '../../lib/deviceRecords.ts';
import { frameAlt } from './cameraScanCopy.ts';
import { useFrameUrls } from './useFrameUrls.ts';
import './ScanFrameGrid.css';

interface ScanFrameGridProps {
  frames: readonly PhotoRecord[];
  scanName: string;
  label: string;
  /** Each photo's text for a screen reader, from its place (1-based) and the count. */
  altText?: (position: number, count: number) => string;
}

/** The photos a camera scan took, small, in the order taken. */
export function ScanFrameGrid({ frames, scanName, label, altText }: ScanFrameGridProps) {
  const urls = useFrameUrls(frames);
  const alt = (position: number) =>
    altText ? altText(position, frames.length) : frameAlt(position, scanName);
  return (
    <ul className="scan-frames" aria-label={label}>
      {frames.map((frame, index) => {
        const url = urls.get(frame.id);
        return (
          <li key={frame.id} className="scan-frames__item">
            {url ? (
              <img
                src={url}
                alt={alt(index + 1)}
                width={frame.width}
                height={frame.height}
                className="scan-frames__image"
              />
            ) : (
              <span className="scan-frames__placeholder" role="img" aria-label={alt(index + 1)}>
                <ImageOff aria-hidden="true" />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
