import { useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { useLocation } from 'wouter';
import { ACTION_TIMELINE, type ActionTransformation } from '../../content/transformations.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { notify } from '../../ui/notify.tsx';
import { shopTheLook } from './shopTheLook.ts';
import './TransformationDialog.css';

/**
 * A featured transformation up close: the room scan and the finished design, the client's
 * words, the details, and 'Shop This Look', which puts the look in the room cart and opens
 * the design canvas.
 */
export function TransformationDialog({
  transformation,
  onClose,
}: {
  transformation: ActionTransformation | null;
  onClose: () => void;
}) {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);

  const onShop = async () => {
    if (!transformation || busy) return;
    setBusy(true);
    try {
      const added = await shopTheLook(transformation.productIds);
      notify({
        title: 'Added to Room!',
        description: `${added} pieces of the ${transformation.style} ${transformation.roomType.toLowerCase()} look are in your room.`,
      });
      onClose();
      navigate('/design-dashboard');
    } catch (failure: unknown) {
      console.error('Could not put the look in the room cart', failure);
      notify({
        title: 'Could not add the look',
        description: 'Your device would not save the room. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={transformation !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      variant="center"
      className="transformation-dialog"
      title={transformation ? `${transformation.style} ${transformation.roomType}` : ''}
      description={transformation ? `For ${transformation.client}` : undefined}
      footer={
        <Button
          block
          size="lg"
          icon={<ShoppingBag aria-hidden="true" />}
          onClick={() => void onShop()}
          disabled={busy}
        >
          Shop This Look
        </Button>
      }
    >
      {transformation ? (
        <div className="transformation-dialog__body">
          <div className="transformation-dialog__pictures">
            <figure>
              <div className="transformation-dialog__scan">
                <img
                  src={transformation.scanImage.src}
                  alt={transformation.scanImage.alt}
                  width={transformation.scanImage.width}
                  height={transformation.scanImage.height}
                />
              </div>
              <figcaption>Room Scan</figcaption>
            </figure>
            <figure>
              <img
                src={transformation.finishedImage.src}
                alt={transformation.finishedImage.alt}
                width={transformation.finishedImage.width}
                height={transformation.finishedImage.height}
              />
              <figcaption>Finished Design</figcaption>
            </figure>
          </div>
          <blockquote className="transformation-dialog__quote">
            <p>“{transformation.quote}”</p>
            <footer>{transformation.client}</footer>
          </blockquote>
          <dl className="transformation-dialog__details">
            <div>
              <dt>Style</dt>
              <dd>{transformation.style}</dd>
            </div>
            <div>
              <dt>Total budget</dt>
              <dd>{transformation.budget}</dd>
            </div>
            <div>
              <dt>Designer</dt>
              <dd>{transformation.designedBy}</dd>
            </div>
            <div>
              <dt>Timeline</dt>
              <dd>{ACTION_TIMELINE}</dd>
            </div>
          </dl>
        </div>
      ) : null}
    </Dialog>
  );
}
