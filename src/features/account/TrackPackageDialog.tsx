import { Check } from 'lucide-react';
import { IN_TRANSIT_STEP, ORDERS, TRACKING_STEPS } from '../../content/account.ts';
import { formatDate } from '../../lib/format.ts';
import { Dialog } from '../../ui/Dialog.tsx';

interface TrackPackageDialogProps {
  orderId: string | null;
  onClose: () => void;
}

/** Where an order on its way has got to (sample data: no carrier is asked). */
export function TrackPackageDialog({ orderId, onClose }: TrackPackageDialogProps) {
  const order = ORDERS.find((candidate) => candidate.id === orderId);
  const current = order?.status === 'delivered' ? TRACKING_STEPS.length - 1 : IN_TRANSIT_STEP;
  return (
    <Dialog
      open={order !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={order ? `Track ${order.id}` : 'Track Package'}
      description={
        order?.estimatedDelivery
          ? `Estimated delivery ${formatDate(order.estimatedDelivery)}, with white-glove setup.`
          : undefined
      }
      variant="center"
    >
      <ol className="tracking">
        {TRACKING_STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          return (
            <li
              key={step}
              className={`tracking__step tracking__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="tracking__dot" aria-hidden="true">
                {state === 'done' ? <Check /> : null}
              </span>
              <span>
                {step}
                {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
