import { useId, useState } from 'react';
import { useAtom } from 'jotai';
import { RefreshCw } from 'lucide-react';
import { applyUpdate, updateAvailableAtom } from '../lib/pwa.ts';
import { Button } from '../ui/Button.tsx';
import './UpdatePrompt.css';

/** Offers a waiting new version; it only takes over when the user presses "Reload". */
export function UpdatePrompt() {
  const [available, setAvailable] = useAtom(updateAvailableAtom);
  const [reloading, setReloading] = useState(false);
  const titleId = useId();

  function reload() {
    setReloading(true);
    void applyUpdate();
  }

  // The live region stays mounted so screen readers announce the card when it appears.
  return (
    <div className="update-prompt" role="status">
      {available && (
        <section className="update-prompt__card" aria-labelledby={titleId}>
          <RefreshCw className="update-prompt__icon" aria-hidden="true" />
          <p className="update-prompt__title" id={titleId}>
            Update available
          </p>
          <div className="update-prompt__actions">
            <Button
              variant="inverse"
              className="update-prompt__reload"
              onClick={reload}
              disabled={reloading}
            >
              Reload
            </Button>
            <button
              type="button"
              className="update-prompt__later"
              onClick={() => setAvailable(false)}
            >
              Later
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
