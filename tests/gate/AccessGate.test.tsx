import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessGate } from '../../src/features/gate/AccessGate.tsx';
import { TEST_ACCESS_PASSWORD } from '../../vitest.config.ts';

type PasswordCheckLoader = () => Promise<(password: string) => Promise<boolean>>;

// The digest itself is tested in gateLogic.test.ts; this one is about the screen.
const testCheck: PasswordCheckLoader = () =>
  Promise.resolve((password: string) => Promise.resolve(password === TEST_ACCESS_PASSWORD));

function renderGate(check: PasswordCheckLoader = testCheck) {
  const onUnlock = vi.fn();
  render(
    <>
      <Toaster />
      <AccessGate onUnlock={onUnlock} check={check} />
    </>,
  );
  return { onUnlock, field: screen.getByLabelText('Access password') as HTMLInputElement };
}

async function submitAndWait(field: HTMLInputElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Enter Site' }));
  expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(499);
  });
  expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
}

describe('AccessGate', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the spec texts and disables Enter Site for blank input', () => {
    const { field } = renderGate();
    expect(screen.getByRole('heading', { name: 'Aurevia Access' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This is a private prototype. Please enter the access password to continue.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This prototype is password protected for privacy and testing purposes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter Site' })).toBeDisabled();
    fireEvent.change(field, { target: { value: '  ' } });
    expect(screen.getByRole('button', { name: 'Enter Site' })).toBeDisabled();
  });

  it('waits 500 ms, then refuses a wrong password and clears the field', async () => {
    const { field, onUnlock } = renderGate();
    await submitAndWait(field, 'wrong');
    expect(screen.getByText('Incorrect password. Please try again.')).toBeInTheDocument();
    expect(field.value).toBe('');
    expect(onUnlock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('aurevia-site-access')).toBeNull();
  });

  it('waits 500 ms, then unlocks with the right password', async () => {
    const { field, onUnlock } = renderGate();
    await submitAndWait(field, TEST_ACCESS_PASSWORD);
    expect(screen.getByText('Access granted! Welcome to the product.')).toBeInTheDocument();
    expect(onUnlock).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('aurevia-site-access')).toBe('unlocked');
  });

  it('when the check cannot load (offline), says so and keeps the password for another try', async () => {
    const { field, onUnlock } = renderGate(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await submitAndWait(field, 'typed-before-the-drop');
    expect(
      screen.getByText("Couldn't check the password. Check your connection and try again."),
    ).toBeInTheDocument();
    expect(field.value).toBe('typed-before-the-drop');
    expect(screen.getByRole('button', { name: 'Enter Site' })).toBeEnabled();
    expect(onUnlock).not.toHaveBeenCalled();
  });

  it('toggles the password visibility', () => {
    const { field } = renderGate();
    expect(field.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Show password', pressed: true }));
    expect(field.type).toBe('password');
  });
});
