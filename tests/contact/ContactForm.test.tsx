import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '../../src/features/contact/index.ts';
import { summarizeContact } from '../../src/features/contact/ContactForm.tsx';
import { db } from '../../src/lib/db.ts';
import { AppToaster } from '../../src/ui/Toaster.tsx';

function renderForm() {
  render(
    <>
      <AppToaster />
      <ContactForm />
    </>,
  );
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('ContactForm', () => {
  it('marks Name, Email and Message as required and offers the spec topics', () => {
    renderForm();
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Message/)).toBeRequired();
    const topic = screen.getByLabelText(/^Topic/);
    expect(topic).not.toBeRequired();
    expect(
      [...topic.querySelectorAll('option')].map((option) => option.getAttribute('value')),
    ).toEqual([
      '',
      'scanning',
      'delivery',
      'designer',
      'partnerships',
      'technical',
      'billing',
      'other',
    ]);
  });

  it('says what is missing and focuses the first problem', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(await db.requests.count()).toBe(0);
  });

  it('rejects an address that is not one', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Name/), 'Maya');
    await user.type(screen.getByLabelText(/^Email/), 'maya@example');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('sends: toast, a fresh form, and a copy kept for the account', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Name/), '  Maya Chen ');
    await user.type(screen.getByLabelText(/^Email/), 'maya@example.com');
    await user.selectOptions(screen.getByLabelText(/^Topic/), 'billing');
    await user.type(screen.getByLabelText(/^Message/), 'Can I change my plan?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText(/We'll get back to you within 1 business day\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');

    const [kept] = await db.requests.toArray();
    expect(kept).toMatchObject({
      kind: 'contact',
      summary: 'Message (Billing): Can I change my plan?',
      fields: { name: 'Maya Chen', email: 'maya@example.com', topic: 'billing' },
    });
  });
});

describe('summarizeContact', () => {
  it('names the topic, or General without one, and shortens long messages', () => {
    expect(summarizeContact({ topic: 'scanning', message: 'My scan stalls' })).toBe(
      'Message (Room scanning): My scan stalls',
    );
    expect(summarizeContact({ topic: '', message: 'Hi\n\nthere' })).toBe(
      'Message (General): Hi there',
    );
    const long = summarizeContact({ message: 'x'.repeat(100) });
    expect(long).toBe(`Message (General): ${'x'.repeat(57)}...`);
  });
});
