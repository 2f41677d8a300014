import {
  CalendarClock,
  CalendarHeart,
  LifeBuoy,
  MessageCircle,
  type LucideIcon,
} from 'lucide-react';
import { SUPPORT_OPTIONS, type SupportAction } from '../../content/account.ts';
import type { RequestKind } from '../../lib/deviceRecords.ts';
import { formatDate } from '../../lib/format.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { useDeviceRequests } from '../requests/index.ts';

const ICONS: Readonly<Record<SupportAction, LucideIcon>> = {
  'live-chat': MessageCircle,
  'help-center': LifeBuoy,
  'schedule-call': CalendarClock,
  'schedule-consultation': CalendarHeart,
};

export const REQUEST_KIND_LABELS: Readonly<Record<RequestKind, string>> = {
  contact: 'Message',
  booking: 'Designer booking',
  consultation: 'Consultation',
  media: 'Media inquiry',
  partner: 'Partner inquiry',
  'delivery-notify': 'Delivery alert',
};

/** The requests this device has sent, newest first. */
function DeviceRequests() {
  const requests = useDeviceRequests();
  return (
    <section className="account-block" aria-labelledby="support-requests">
      <h2 id="support-requests" className="account-block__title">
        Your requests
      </h2>
      {requests === undefined ? (
        <p className="account-muted">Loading...</p>
      ) : requests.length === 0 ? (
        <p className="account-empty">
          Bookings, consultations and messages you send from this device appear here.
        </p>
      ) : (
        <ul className="request-list">
          {requests.map((request) => (
            <li key={request.id} className="request-item">
              <p className="request-item__kind">{REQUEST_KIND_LABELS[request.kind]}</p>
              <p className="request-item__summary">{request.summary}</p>
              <p className="account-muted">
                Sent <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
                {request.sentOffline ? ' · saved while offline' : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Live Chat, Help Center, Schedule Call, Schedule Consultation, and this device's requests. */
export function SupportTab() {
  return (
    <div className="account-support">
      <section className="account-block" aria-labelledby="support-title">
        <h2 id="support-title" className="account-block__title">
          How can we help?
        </h2>
        <ul className="support-grid">
          {SUPPORT_OPTIONS.map((option) => {
            const Icon = ICONS[option.id];
            return (
              <li key={option.id} className="support-card">
                <span className="support-card__icon" aria-hidden="true">
                  <Icon />
                </span>
                <h3 className="support-card__title">{option.title}</h3>
                <p className="account-muted">{option.text}</p>
                <div className="support-card__action">
                  <ButtonLink href={option.href} variant="secondary" size="sm">
                    {option.cta}
                  </ButtonLink>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <DeviceRequests />
    </div>
  );
}
