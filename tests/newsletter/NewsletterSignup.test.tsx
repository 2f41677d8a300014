import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dexie from 'dexie';
import { DEVICE_DB_NAME } from '../../src/lib/deviceDatabase.ts';
import { db } from '../../src/lib/db.ts';
import { NEWSLETTER_MARKER_KEY } from '../../src/features/newsletter/newsletterStore.ts';
import { NewsletterSignup } from '../../src/features/newsletter/NewsletterSignup.tsx';

const SUCCESS_TEXT =
  'Thanks for subscribing! Check your inbox for a welcome email with exclusive design tips.';

beforeEach(async () => {
  // A fresh database per test; auto-open stays on so the component can reopen it.
  await db.delete({ disableAutoOpen: false });
});

describe('NewsletterSignup', () => {
  it('shows the heading, a labelled email field and Subscribe', () => {
    render(<NewsletterSignup />);
    expect(
      screen.getByRole('heading', { name: 'Get design tips in your inbox' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it.each(['', 'maya', 'maya@', 'maya@example', 'maya @example.com', '@example.com'])(
    'rejects %j inline and keeps the value',
    async (value) => {
      const user = userEvent.setup();
      render(<NewsletterSignup />);
      const input = screen.getByLabelText('Email address');
      if (value) await user.type(input, value);
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      const message = screen.getByText('Please enter a valid email address.');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAttribute('aria-describedby', message.id);
      expect(input).toHaveValue(value);
      expect(input).toHaveFocus();
      expect(await db.newsletter.count()).toBe(0);
    },
  );

  it('clears the error once the address is edited', async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    const input = screen.getByLabelText('Email address');
    await user.type(input, 'maya');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.type(input, '@example.com');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('subscribes, stores the subscription and keeps it across a remount', async () => {
    const user = userEvent.setup();
    const first = render(<NewsletterSignup />);
    await user.type(screen.getByLabelText('Email address'), '  maya@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText("You're all set!")).toBeInTheDocument();
    expect(screen.getByText(SUCCESS_TEXT)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();

    const stored = await db.newsletter.get('footer');
    expect(stored).toMatchObject({ id: 'footer', email: 'maya@example.com', subscribed: true });
    expect(Number.isNaN(Date.parse(stored?.subscribedAt ?? ''))).toBe(false);

    first.unmount();
    render(<NewsletterSignup />);
    expect(await screen.findByText("You're all set!")).toBeInTheDocument();
    expect(screen.getByText(SUCCESS_TEXT)).toBeInTheDocument();
  });

  it('keeps focus on the confirmation when a double click on Subscribe ends on it', async () => {
    let now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    await user.type(screen.getByLabelText('Email address'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const text = await screen.findByText(SUCCESS_TEXT);
    now += 300;
    expect(fireEvent.mouseDown(text, { detail: 2 }), 'the second click changes nothing').toBe(
      false,
    );
    now += 200;
    expect(fireEvent.mouseDown(text, { detail: 2 }), 'a later double click selects').toBe(true);
  });

  it('shows the form on a device with nothing stored, without opening the database', async () => {
    db.close();
    await Dexie.delete(DEVICE_DB_NAME);
    render(<NewsletterSignup />);
    // The device is looked at once; with no database there is nothing to read.
    await waitFor(() => expect(localStorage.getItem(NEWSLETTER_MARKER_KEY)).toBe('none'));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(db.isOpen()).toBe(false);
    expect(await Dexie.getDatabaseNames()).not.toContain(DEVICE_DB_NAME);
  });

  it('shows a subscription stored by an earlier version, which kept no mark', async () => {
    await db.newsletter.put({
      id: 'footer',
      email: 'old@example.com',
      subscribed: true,
      subscribedAt: '2025-01-07T10:00:00.000Z',
    });
    render(<NewsletterSignup />);
    expect(await screen.findByText("You're all set!")).toBeInTheDocument();
    expect(localStorage.getItem(NEWSLETTER_MARKER_KEY)).toBe('subscribed');
  });
});
