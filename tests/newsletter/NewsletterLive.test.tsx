import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../src/lib/db.ts';
import { NewsletterSignup } from '../../src/features/newsletter/index.ts';

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
    expect(done).toHaveFocus();
  });

  it('follows a subscription stored elsewhere (another tab) while open', async () => {
    render(<NewsletterSignup heading="Get Inspired" />);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    await db.newsletter.put({
      id: 'footer',
      email: 'tab@example.com',
      subscribed: true,
      subscribedAt: new Date().toISOString(),
    });
    expect(await screen.findByText("You're all set!")).toBeInTheDocument();
  });
});
