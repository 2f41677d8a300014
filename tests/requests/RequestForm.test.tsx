import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/lib/db.ts';
import * as deviceStorage from '../../src/lib/deviceStorage.ts';
import { AppToaster } from '../../src/ui/Toaster.tsx';
import {
  OFFLINE_SAVED_NOTE,
  RequestForm,
  STORAGE_FULL_MESSAGE,
  type RequestField,
  type RequestFormProps,
} from '../../src/features/requests/index.ts';

const FIELDS: readonly RequestField[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  {
    name: 'budget',
    label: 'Budget',
    type: 'select',
    required: true,
    options: [
      { value: 'under-1000', label: 'Under $1,000' },
      { value: '1000-3000', label: '$1,000 - $3,000' },
    ],
  },
  { name: 'message', label: 'Message', type: 'textarea', required: true, hint: 'A few lines.' },
];

function renderForm(props: Partial<RequestFormProps> = {}) {
  return render(
    <>
      <RequestForm
        kind="consultation"
        fields={FIELDS}
        summarize={(values) => `Consultation: ${values.name}`}
        submitLabel="Request Consultation"
        successTitle="Request sent!"
        successText="A designer will call you within 1 business day."
        {...props}
      />
      <AppToaster />
    </>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Maya Lin ');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maya@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+44 20 7946 0958');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Budget' }), '1000-3000');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A calm living room.');
}

const submit = () => screen.getByRole('button', { name: 'Request Consultation' });

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

afterEach(() => {
  act(() => toast.remove());
});

describe('RequestForm', () => {
  it('marks required fields and wires hints to their control', () => {
    renderForm();
    expect(screen.getByText('Name').parentElement).toHaveTextContent('Name *');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'A few lines.',
    );
  });

  it('shows every message on an empty submit and focuses the first field in error', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByText('Please enter your email.')).toBeInTheDocument();
    expect(screen.getByText('Please choose your budget.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'A few lines. Please enter your message.',
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-invalid');
    expect(await db.requests.count()).toBe(0);
  });

  it('rejects a bad email and phone, focusing the first of them, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    const email = screen.getByRole('textbox', { name: 'Email' });
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(email);
    await user.type(email, 'maya@example');
    await user.clear(phone);
    await user.type(phone, '12 34');
    await user.click(submit());
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(email).toHaveValue('maya@example');
    expect(await db.requests.count()).toBe(0);
  });

  it('updates a shown message live as the field is corrected', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'maya@');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
  });

  it('does not validate while typing before the first submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maya@');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
  });

  it('stores one trimmed record, confirms, and focuses the confirmation', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    const persist = vi.spyOn(deviceStorage, 'askForPersistentStorage');
    renderForm({ onSent });
    await fillValid(user);
    await user.click(submit());
    const title = await screen.findByRole('heading', { name: 'Request sent!' });
    expect(title).toHaveFocus();
    expect(screen.getByText('A designer will call you within 1 business day.')).toBeVisible();
    expect(screen.queryByText(OFFLINE_SAVED_NOTE)).toBeNull();
    const records = await db.requests.toArray();
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record).toMatchObject({
      kind: 'consultation',
      summary: 'Consultation: Maya Lin',
      fields: {
        name: 'Maya Lin',
        email: 'maya@example.com',
        phone: '+44 20 7946 0958',
        budget: '1000-3000',
        message: 'A calm living room.',
      },
      sentOffline: false,
    });
    expect(record?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(record?.createdAt ?? ''))).toBe(false);
    expect(onSent).toHaveBeenCalledWith(record);
    expect(persist).toHaveBeenCalled();
  });

  it('stores a single record however fast the button is pressed twice', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    const button = submit();
    await user.dblClick(button);
    await screen.findByRole('heading', { name: 'Request sent!' });
    expect(await db.requests.count()).toBe(1);
  });

  it('lets the second click of a double click, landing on the confirmation, change nothing', async () => {
    let now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submit());
    const title = await screen.findByRole('heading', { name: 'Request sent!' });
    expect(title).toHaveFocus();

    // The browser counts the second click of a double click (`detail` 2) wherever it lands.
    now += 300;
    const text = screen.getByText('A designer will call you within 1 business day.');
    expect(fireEvent.mouseDown(text, { detail: 2 }), 'focus and selection kept').toBe(false);
    const sendAnother = screen.getByRole('button', { name: 'Send another' });
    fireEvent.mouseDown(sendAnother, { detail: 2 });
    fireEvent.click(sendAnother, { detail: 2 });
    expect(screen.getByRole('heading', { name: 'Request sent!' })).toHaveFocus();

    // A double click a moment later is the user's own.
    now += 200;
    expect(fireEvent.mouseDown(text, { detail: 2 })).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send another' }), { detail: 2 });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('with resetAfterSend, a double click does not send the emptied form again', async () => {
    let now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const user = userEvent.setup();
    renderForm({ resetAfterSend: true });
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
    now += 100;
    fireEvent.click(submit(), { detail: 2 });
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    // A single press at once is a new send.
    fireEvent.click(submit(), { detail: 1 });
    expect(await screen.findByText('Please enter your name.')).toBeVisible();
    expect(await db.requests.count()).toBe(1);
  });

  it('says the message is kept on this device when sent offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Request sent!' });
    expect(screen.getByText(OFFLINE_SAVED_NOTE)).toBeVisible();
    const [record] = await db.requests.toArray();
    expect(record?.sentOffline).toBe(true);
  });

  it('starts over with "Send another", focusing the first field', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Send another' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
  });

  it('with resetAfterSend, empties the form and shows the toast', async () => {
    const user = userEvent.setup();
    renderForm({
      resetAfterSend: true,
      toast: { title: 'Message sent!', text: "We'll get back to you soon." },
    });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you soon.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
    expect(screen.queryByRole('heading', { name: 'Request sent!' })).toBeNull();
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    expect(await db.requests.count()).toBe(1);
  });

  it('with resetAfterSend offline, notes the copy kept on the device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderForm({ resetAfterSend: true });
    await fillValid(user);
    await user.click(submit());
    const note = await screen.findByText(OFFLINE_SAVED_NOTE);
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('keeps what was typed and says so when the device is full', async () => {
    const quota = Object.assign(new Error('Transaction aborted'), {
      name: 'AbortError',
      inner: new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    });
    vi.spyOn(db.requests, 'add').mockRejectedValue(quota);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(STORAGE_FULL_MESSAGE);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('A calm living room.');
    expect(submit()).toBeEnabled();
  });

  it('starts from the initial values', () => {
    renderForm({ initialValues: { name: 'Maya Lin' } });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Maya Lin');
  });
});

describe('RequestForm starting values', () => {
  it('takes new starting values without losing what the user typed', async () => {
    const user = userEvent.setup();
    const props = {
      kind: 'booking' as const,
      fields: FIELDS,
      summarize: () => 'Booking',
      submitLabel: 'Book',
      successTitle: 'Booked',
      successText: 'Thanks',
    };
    const { rerender } = render(
      <RequestForm {...props} initialValues={{ budget: 'under-1000' }} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maya Lin');
    rerender(<RequestForm {...props} initialValues={{ budget: '1000-3000' }} />);
    expect(screen.getByRole('combobox', { name: 'Budget' })).toHaveValue('1000-3000');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Maya Lin');
  });
});
