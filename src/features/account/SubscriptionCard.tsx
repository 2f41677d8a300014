import { useState } from 'react';
import { CreditCard, Download, History } from 'lucide-react';
import { BILLING_HISTORY, SUBSCRIPTION } from '../../content/account.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { downloadText, invoicesCsv } from './billing.ts';

/** The Premium Plan: price, next billing date, status, and its three buttons. */
export function SubscriptionCard() {
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <section className="account-card" aria-labelledby="subscription-title">
      <div className="account-card__head">
        <h2 id="subscription-title" className="account-block__title">
          Subscription &amp; Billing
        </h2>
        <Badge tone="sage">{SUBSCRIPTION.status}</Badge>
      </div>
      <div className="subscription">
        <p className="subscription__plan">{SUBSCRIPTION.plan}</p>
        <p className="subscription__price">
          {formatPrice(SUBSCRIPTION.pricePerMonth, 'GBP')}
          <span> / month</span>
        </p>
        <p className="account-muted">
          Next billing{' '}
          <time dateTime={SUBSCRIPTION.nextBilling}>{formatDate(SUBSCRIPTION.nextBilling)}</time>
        </p>
      </div>
      <div className="account-card__actions">
        <ButtonLink href="/subscribe" size="sm" icon={<CreditCard aria-hidden="true" />}>
          Manage Subscription
        </ButtonLink>
        <Button
          variant="secondary"
          size="sm"
          icon={<Download aria-hidden="true" />}
          onClick={() => downloadText('aurevia-invoices.csv', invoicesCsv(BILLING_HISTORY))}
        >
          Download Invoices
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<History aria-hidden="true" />}
          onClick={() => setHistoryOpen(true)}
        >
          Billing History
        </Button>
      </div>
      <Dialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        title="Billing History"
        description={`${SUBSCRIPTION.plan}, billed monthly.`}
        variant="center"
      >
        <table className="billing-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Invoice</th>
              <th scope="col" className="billing-table__amount">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {BILLING_HISTORY.map((entry) => (
              <tr key={entry.invoice}>
                <td>
                  <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                </td>
                <td>{entry.invoice}</td>
                <td className="billing-table__amount">{formatPrice(entry.amount, 'GBP')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Dialog>
    </section>
  );
}
