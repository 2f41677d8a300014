import type { CheckoutWithEmail } from './checkoutStore.ts';
import { escapeHtml, htmlPage } from './html.ts';
import { formatPounds, priceLabel } from './plans.ts';
import type { Plan } from './plans.ts';

const SUBTITLE =
  'A stand-in for the payment page: no card is asked for and no money moves. ' +
  'Pay or Cancel takes you back to the app, as a real checkout would.';

const STATUS_TEXT: Readonly<Record<string, string>> = {
  paid: 'This checkout has been paid.',
  cancelled: 'This checkout was cancelled.',
};

/** The plan, its price and the two choices, as forms so the page works without scripts. */
export function checkoutPage(checkout: CheckoutWithEmail, plan: Plan, appUrl: string): string {
  const id = escapeHtml(checkout.id);
  const trial = plan.trialDays
    ? `<p>${plan.trialDays}-day free trial, then ${escapeHtml(priceLabel(plan))}.</p>`
    : '';
  const choices =
    checkout.status === 'open'
      ? `<div class="actions">
    <form method="post" action="/_emulator/checkout/${id}/pay">
      <button type="submit" class="primary">Pay ${escapeHtml(formatPounds(plan.amount))}</button>
    </form>
    <form method="post" action="/_emulator/checkout/${id}/cancel">
      <button type="submit" class="secondary">Cancel</button>
    </form>
  </div>`
      : `<p>${escapeHtml(STATUS_TEXT[checkout.status] ?? '')}
    <a href="${escapeHtml(`${appUrl}/dashboard`)}">Back to Aurevia</a></p>`;
  const body = `<section class="card" aria-labelledby="plan-name">
  <p class="status">${escapeHtml(checkout.status)}</p>
  <h2 id="plan-name">${escapeHtml(plan.name)}</h2>
  <p class="price">${escapeHtml(formatPounds(plan.amount))}</p>
  <p>${escapeHtml(priceLabel(plan))}</p>
  ${trial}
  <dl class="meta">
    <dt>Account</dt><dd>${escapeHtml(checkout.user_email ?? 'unknown')}</dd>
    <dt>Session</dt><dd>${id}</dd>
  </dl>
  ${choices}
</section>`;
  return htmlPage('Aurevia checkout', SUBTITLE, body);
}

export function checkoutNotFoundPage(): string {
  return htmlPage(
    'Checkout not found',
    'There is no checkout session at this address.',
    '<p class="card">Start a checkout from a plan page in the app. ' +
      '<a href="/_emulator/checkout.json">All sessions</a></p>',
  );
}
