import type { ReactNode } from 'react';
import { ScanLine, ShoppingBag } from 'lucide-react';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { useRoomCart } from '../canvas/index.ts';
import { useCompletedScans } from './useCompletedScans.ts';
import { YourRooms } from './YourRooms.tsx';
import './Dashboard.css';

function itemsText(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** The current room cart, in short. */
function CurrentCart() {
  const items = useRoomCart();
  const total = (items ?? []).reduce((sum, item) => sum + item.product.price, 0);
  const names = (items ?? []).slice(0, 3).map((item) => item.product.name);
  return (
    <article className="device-card">
      <span className="device-card__icon" aria-hidden="true">
        <ShoppingBag />
      </span>
      <h3 className="device-card__title">Current room cart</h3>
      {items === undefined ? (
        <p className="device-card__text">Loading...</p>
      ) : items.length === 0 ? (
        <p className="device-card__text">Nothing placed yet. Start a design to fill your room.</p>
      ) : (
        <>
          <p className="device-card__figure">
            {itemsText(items.length)} · {formatPrice(total, 'USD')}
          </p>
          <p className="device-card__text">
            {names.join(', ')}
            {items.length > names.length ? ` and ${items.length - names.length} more` : ''}
          </p>
        </>
      )}
      <div className="device-card__action">
        <ButtonLink href="/design-dashboard" variant="secondary" size="sm">
          {items && items.length > 0 ? 'Open My Room' : 'Start Designing'}
        </ButtonLink>
      </div>
    </article>
  );
}

/** Scans completed on this device. */
function CompletedScans() {
  const scans = useCompletedScans();
  return (
    <article className="device-card">
      <span className="device-card__icon" aria-hidden="true">
        <ScanLine />
      </span>
      <h3 className="device-card__title">Completed scans</h3>
      {scans === undefined ? (
        <p className="device-card__text">Loading...</p>
      ) : scans.length === 0 ? (
        <p className="device-card__text">No scans yet. A scan takes under 2 minutes.</p>
      ) : (
        <ul className="device-card__list">
          {scans.map((scan) => (
            <li key={scan.id}>
              <span className="device-card__list-name">{scan.name}</span>
              <time dateTime={scan.completedAt}>{formatDate(scan.completedAt)}</time>
            </li>
          ))}
        </ul>
      )}
      <div className="device-card__action">
        <ButtonLink href="/try-scanner" variant="secondary" size="sm">
          {scans && scans.length > 0 ? 'Scan Another Room' : 'Scan a Room'}
        </ButtonLink>
      </div>
    </article>
  );
}

/**
 * What this device holds: the user's rooms first, then the room cart, completed scans, and (as
 * children) saved rooms.
 */
export function DeviceOverview({ children }: { children?: ReactNode }) {
  return (
    <>
      <YourRooms />
      <section className="dashboard-section" aria-labelledby="dashboard-device">
        <div className="dashboard-section__head">
          <h2 id="dashboard-device" className="dashboard-section__title">
            On this device
          </h2>
          <p className="dashboard-section__note">Kept here, even offline.</p>
        </div>
        <div className="device-grid">
          <CurrentCart />
          <CompletedScans />
        </div>
        {children}
      </section>
    </>
  );
}
