import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../src/lib/db.ts';
import { NewsletterSignup } from '../../src/features/newsletter/index.ts';
import { NEWSLETTER_MARKER_KEY } from '../../src/features/newsletter/newsletterStore.ts';

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('every newsletter box shares one subscription', () => {
  it('shows "You\'re all set!" in every box once one box subscribes', async () => {
    const user = userEvent.setup();
    render(
      <>
        <NewsletterSignup heading="Get Inspired" />
        <NewsletterSignup tone="dark" heading="Footer newsletter" headingLevel={3} />
      </>,
    );
    const [first] = screen.getAllByLabelText('Email address');
    await user.type(first as HTMLElement, 'maya@example.com');
    await user.click(screen.getAllByRole('button', { name: 'Subscribe' })[0] as HTMLElement);

    expect(await screen.findAllByText("You're all set!")).toHaveLength(2);
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    const done = screen.getAllByText("You're all set!")[0]?.closest('[tabindex="-1"]');
    await waitFor(() => expect(done).toHaveFocus());
  });

  it('follows a subscription stored elsewhere (another tab) while open', async () => {
    localStorage.setItem(NEWSLETTER_MARKER_KEY, 'none');
    render(<NewsletterSignup heading="Get Inspired" />);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    // What the other tab's box does: store the record, then set the mark this tab hears of.
    await db.newsletter.put({
      id: 'footer',
      email: 'tab@example.com',
      subscribed: true,
      subscribedAt: new Date().toISOString(),
    });
    localStorage.setItem(NEWSLETTER_MARKER_KEY, 'subscribed');
    window.dispatchEvent(
      new StorageEvent('storage', { key: NEWSLETTER_MARKER_KEY, newValue: 'subscribed' }),
    );
    expect(await screen.findByText("You're all set!")).toBeInTheDocument();
  });

  it('follows the device data being cleared while open', async () => {
    await db.newsletter.put({
      id: 'footer',
      email: 'maya@example.com',
      subscribed: true,
      subscribedAt: new Date().toISOString(),
    });
    localStorage.setItem(NEWSLETTER_MARKER_KEY, 'subscribed');
    render(<NewsletterSignup heading="Get Inspired" />);
    expect(await screen.findByText("You're all set!")).toBeInTheDocument();
    await db.newsletter.clear();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(localStorage.getItem(NEWSLETTER_MARKER_KEY)).toBe('none');
  });
});
