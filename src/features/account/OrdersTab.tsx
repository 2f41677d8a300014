import { Star, Truck } from 'lucide-react';
import { ORDERS, type Order } from '../../content/account.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { StatusBadge } from './StatusBadge.tsx';

function deliveryLine(order: Order): string | null {
  if (order.status === 'delivered' && order.deliveredDate)
    return `Delivered ${formatDate(order.deliveredDate)}`;
  if (order.estimatedDelivery) return `Estimated delivery ${formatDate(order.estimatedDelivery)}`;
  return null;
}

/** An order: number, date, status, items, total, and 'Leave Review' or 'Track Package'. */
export function OrderCard({
  order,
  onTrack,
  compact = false,
}: {
  order: Order;
  onTrack: (orderId: string) => void;
  compact?: boolean;
}) {
  const delivery = deliveryLine(order);
  return (
    <li className="order-card">
      <div className="order-card__head">
        <div>
          <h3 className="order-card__id">{order.id}</h3>
          <p className="account-muted">
            Placed <time dateTime={order.date}>{formatDate(order.date)}</time>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      {compact ? null : (
        <ul className="order-card__items">
          {order.items.map((item) => (
            <li key={item.name} className="order-item">
              <img
                className="order-item__image"
                src={item.image.src}
                alt={item.image.alt}
                width={item.image.width}
                height={item.image.height}
                loading="lazy"
              />
              <span className="order-item__name">{item.name}</span>
              <span className="order-item__qty">
                {item.quantity} × {formatPrice(item.price, 'USD')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="order-card__foot">
        <div>
          <p className="order-card__total">{formatPrice(order.total, 'USD')}</p>
          {delivery ? <p className="account-muted">{delivery}</p> : null}
        </div>
        {order.status === 'delivered' ? (
          <ButtonLink
            href="/reviews"
            variant="secondary"
            size="sm"
            icon={<Star aria-hidden="true" />}
          >
            Leave Review
          </ButtonLink>
        ) : order.status === 'in_transit' ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Truck aria-hidden="true" />}
            onClick={() => onTrack(order.id)}
          >
            Track Package
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Every order, newest first. */
export function OrdersTab({ onTrack }: { onTrack: (orderId: string) => void }) {
  return (
    <section className="account-block" aria-labelledby="orders-title">
      <h2 id="orders-title" className="account-block__title">
        Orders
      </h2>
      <ul className="order-list">
        {ORDERS.map((order) => (
          <OrderCard key={order.id} order={order} onTrack={onTrack} />
        ))}
      </ul>
    </section>
  );
}
