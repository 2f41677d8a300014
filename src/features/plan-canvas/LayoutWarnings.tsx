import { useEffect, useRef, useState } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { LayoutWarning } from './layoutWarnings.ts';

export function warningCountText(count: number): string {
  if (count === 0) return 'No layout warnings';
  return count === 1 ? '1 layout warning' : `${count} layout warnings`;
}

/**
 * What the checker finds, as it happens: the list in plain words, and a polite announcement
 * when the number of warnings changes (not on every move, which would drown a screen reader).
 */
export function LayoutWarnings({
  warnings,
  pieceCount,
  onShow,
}: {
  warnings: readonly LayoutWarning[];
  pieceCount: number;
  onShow: (pieceId: string) => void;
}) {
  const [announcement, setAnnouncement] = useState('');
  const last = useRef<number | null>(null);

  useEffect(() => {
    if (last.current !== null && last.current !== warnings.length) {
      setAnnouncement(warningCountText(warnings.length));
    }
    last.current = warnings.length;
  }, [warnings.length]);

  return (
    <section className="layout-warnings" aria-label="Layout check">
      {warnings.length === 0 ? (
        pieceCount > 0 ? (
          <p className="layout-warnings__ok">
            <CircleCheck aria-hidden="true" />
            <span>Doors clear, paths open, nothing overlaps.</span>
          </p>
        ) : null
      ) : (
        <>
          <p className="layout-warnings__title">
            <CircleAlert aria-hidden="true" />
            <span>{warningCountText(warnings.length)}</span>
          </p>
          <ul className="layout-warnings__list">
            {warnings.map((warning) => (
              <li key={warning.key}>
                {warning.pieceIds[0] ? (
                  <button
                    type="button"
                    className="layout-warnings__item"
                    onClick={() => onShow(warning.pieceIds[0] as string)}
                  >
                    {warning.text}
                  </button>
                ) : (
                  <span className="layout-warnings__item">{warning.text}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
