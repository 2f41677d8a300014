import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SubscribePage from '../../src/pages/SubscribePage.tsx';
import { createCheckout } from '../../src/features/checkout/createCheckout.ts';
import { pendingCallsAtom } from '../../src/features/outbox/outboxAtoms.ts';
import { cancelPendingCall } from '../../src/features/outbox/outboxClient.ts';
import { notify } from '../../src/ui/notify.tsx';
import { deferred } from '../outbox/helpers.ts';
import { fakeSession, renderWithApp } from '../shell/renderWithApp.tsx';

vi.mock('../../src/features/checkout/createCheckout.ts', () => ({ createCheckout: vi.fn() }));
vi.mock('../../src/features/outbox/outboxClient.ts', () => ({
  queueCheckout: vi.fn(() => Promise.resolve()),
  cancelPendingCalls: vi.fn(() => Promise.resolve()),
  cancelPendingCall: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('../../src/ui/notify.tsx', () => ({ notify: vi.fn(() => 'toast') }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(createCheckout).mockResolvedValue({ url: 'https://pay.test/cs_1' });
  vi.spyOn(window, 'open').mockReturnValue({} as Window);
});

function renderSubscribe(signedIn = true) {
  const user = userEvent.setup();
  const view = renderWithApp(<SubscribePage />, {
    path: '/subscribe',
    session: signedIn ? fakeSession() : null,
  });
  return { ...view, user };
}

const card = (name: string) => screen.getByRole('article', { name });
/** The yearly option; its name carries the saving badge ("Yearly Save 33%"). */
const yearly = () => screen.getByRole('radio', { name: /^Yearly/ });

describe('/subscribe', () => {
  it('shows three plans with monthly billing first', () => {
    renderSubscribe();
    expect(screen.getByRole('radiogroup', { name: 'Billing period' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(yearly()).not.toBeChecked();
    expect(yearly()).toHaveTextContent('Save 33%');

    expect(within(card('Free')).getByText('£0')).toBeInTheDocument();
    expect(within(card('Free')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(card('Premium')).getByText('£15')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('7-day free trial')).toBeInTheDocument();
    expect(within(card('Designer+')).getByText('£149')).toBeInTheDocument();
    expect(within(card('Designer+')).getByText('One-time')).toBeInTheDocument();
    expect(screen.getByText(/7-day money-back guarantee/)).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('3-7 days')).toBeInTheDocument();
    expect(within(delivery).getByText('7-14 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Demo Room' })).toHaveAttribute(
      'href',
      '/browse-rooms',
    );
  });

  it('shows the yearly price, billed yearly, with the saving', async () => {
    const { user } = renderSubscribe();
    await user.click(yearly());
    const premium = card('Premium');
    expect(within(premium).getByText('£10')).toBeInTheDocument();
    expect(within(premium).getByText(/Billed yearly \(£120\/year\)/)).toBeInTheDocument();
    expect(within(premium).getByText('Save 33%')).toBeInTheDocument();
  });

  it.each([
    ['Monthly', 'Start Premium', 'premium'],
    ['Yearly', 'Start Premium', 'premium-yearly'],
    ['Monthly', 'Get Designer+', 'designer'],
    ['Yearly', 'Get Designer+', 'designer'],
  ])('with %s billing, %s checks out %s', async (period, button, planType) => {
    const { user } = renderSubscribe();
    await user.click(period === 'Yearly' ? yearly() : screen.getByRole('radio', { name: period }));
    await user.click(screen.getByRole('button', { name: button }));
    expect(createCheckout).toHaveBeenCalledWith(planType, expect.any(String));
    expect(window.open).toHaveBeenCalledWith('https://pay.test/cs_1', '_blank');
  });

  it("reads 'Loading...' and is disabled while the call is out", async () => {
    const answer = deferred<{ url: string }>();
    vi.mocked(createCheckout).mockReturnValue(answer.promise);
    const { user } = renderSubscribe();
    await user.click(screen.getByRole('button', { name: 'Start Premium' }));
    const loading = within(card('Premium')).getByRole('button', { name: 'Loading...' });
    expect(loading).toBeDisabled();
    expect(within(card('Designer+')).getByRole('button', { name: 'Get Designer+' })).toBeDisabled();
    await user.click(loading);
    await act(async () => answer.resolve({ url: 'https://pay.test/cs_1' }));
    expect(createCheckout).toHaveBeenCalledTimes(1);
    expect(within(card('Premium')).getByRole('button', { name: 'Start Premium' })).toBeEnabled();
  });

  it('asks a signed-out visitor to sign in', async () => {
    const { user } = renderSubscribe(false);
    await user.click(screen.getByRole('button', { name: 'Get Designer+' }));
    expect(notify).toHaveBeenCalledWith({
      title: 'Authentication Required',
      description: 'Please sign in to subscribe to a plan.',
      variant: 'destructive',
    });
    expect(createCheckout).not.toHaveBeenCalled();
  });

  it('shows a queued checkout on its plan, with a way to cancel it', async () => {
    const { user, store } = renderSubscribe();
    act(() =>
      store.set(pendingCallsAtom, [
        {
          id: 'call-9',
          kind: 'checkout',
          planType: 'premium-yearly',
          userId: 'user-1',
          createdAt: '2025-01-07T10:00:00.000Z',
          status: 'waiting',
          retrying: false,
        },
      ]),
    );
    const premium = card('Premium');
    expect(
      within(premium).getByText("Checkout will open when you're back online."),
    ).toBeInTheDocument();
    expect(within(card('Designer+')).queryByText(/back online/)).not.toBeInTheDocument();
    await user.click(within(premium).getByRole('button', { name: 'Cancel' }));
    expect(cancelPendingCall).toHaveBeenCalledWith('call-9');
  });
});
