import { ImageOff } from 'lucide-react';
import type { PhotoRecord } from '../../lib/deviceRecords.ts';
import { frameAlt } from './cameraScanCopy.ts';
import { useFrameUrls } from './useFrameUrls.ts';
import './ScanFrameGrid.css';

interface ScanFrameGridProps {
  frames: readonly PhotoRecord[];
  scanName: string;
  label: string;
}

/** The photos a camera scan took, small, in the order taken. */
export function ScanFrameGrid({ frames, scanName, label }: ScanFrameGridProps) {
  const urls = useFrameUrls(frames);
  return (
    <ul className="scan-frames" aria-label={label}>
      {frames.map((frame, index) => {
        const url = urls.get(frame.id);
        return (
          <li key={frame.id} className="scan-frames__item">
            {url ? (
              <img
                src={url}
                alt={frameAlt(index + 1, scanName)}
                width={frame.width}
                height={frame.height}
                className="scan-frames__image"
              />
            ) : (
              <span
                className="scan-frames__placeholder"
                role="img"
                aria-label={frameAlt(index + 1, scanName)}
              >
                <ImageOff aria-hidden="true" />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
