import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecurityTab } from '../../src/features/security/SecurityTab.tsx';
import {
  abandonEnrolment,
  changePassword,
  confirmEnrolment,
  readTwoStep,
  sendReauthenticationCode,
  startEnrolment,
  turnOffTwoStep,
} from '../../src/features/security/securityCalls.ts';
import { notify } from '../../src/ui/notify.tsx';
import { fakeSession, renderWithApp } from '../shell/renderWithApp.tsx';

vi.mock('../../src/features/security/securityCalls.ts', () => ({
  readTwoStep: vi.fn(),
  startEnrolment: vi.fn(),
  abandonEnrolment: vi.fn(() => Promise.resolve()),
  confirmEnrolment: vi.fn(),
  turnOffTwoStep: vi.fn(),
  changePassword: vi.fn(),
  sendReauthenticationCode: vi.fn(),
}));
vi.mock('../../src/ui/notify.tsx', () => ({ notify: vi.fn(() => 'toast') }));

const WRONG = 'That code is not right. Check your authenticator app and try again.';
const enrolment = {
  factorId: 'f1',
  qrCode: 'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"/>',
  secret: 'JBSWY3DPEHPK3PXP',
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(readTwoStep).mockResolvedValue({ ok: true, value: { factorId: null } });
});

function renderTab() {
  const user = userEvent.setup();
  const view = renderWithApp(<SecurityTab />, { path: '/account', session: fakeSession() });
  return { ...view, user };
}

const codeField = () => screen.getByLabelText(/Code from your authenticator app/);
const twoStep = () => screen.getByRole('region', { name: 'Two-step sign-in' });

describe('two-step sign-in', () => {
  it('turns on with the QR code or the key, refusing a wrong first code', async () => {
    const { user } = renderTab();
    vi.mocked(startEnrolment).mockResolvedValue({ ok: true, value: enrolment });
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));

    const heading = await screen.findByRole('heading', { name: 'Set up your authenticator app' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('img', { name: /QR code to add Aurevia/ })).toHaveAttribute(
      'src',
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeVisible();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');

    vi.mocked(confirmEnrolment).mockResolvedValueOnce({ ok: false, message: WRONG });
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(WRONG)).toBeVisible();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');

    vi.mocked(confirmEnrolment).mockResolvedValueOnce({ ok: true, value: null });
    await user.clear(codeField());
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(confirmEnrolment).toHaveBeenLastCalledWith('f1', '123456');
    expect(await screen.findByText('On')).toBeVisible();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Two-step sign-in is on' }),
    );
  });

  it('copies the key and says so for 3 seconds', async () => {
    const { user } = renderTab();
    vi.mocked(startEnrolment).mockResolvedValue({ ok: true, value: enrolment });
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(enrolment.secret);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
  });

  it('removes an enrolment that was cancelled', async () => {
    const { user } = renderTab();
    vi.mocked(startEnrolment).mockResolvedValue({ ok: true, value: enrolment });
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(abandonEnrolment).toHaveBeenCalledWith('f1');
    expect(screen.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
  });

  it('turns off with a current code', async () => {
    vi.mocked(readTwoStep).mockResolvedValue({ ok: true, value: { factorId: 'f1' } });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    await waitFor(() => expect(codeField()).toHaveFocus());
    vi.mocked(turnOffTwoStep).mockResolvedValueOnce({ ok: true, value: null });
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(turnOffTwoStep).toHaveBeenCalledWith('f1', '123456');
    expect(await screen.findByText('Off')).toBeVisible();
  });

  it('says when the settings could not be read, and tries again', async () => {
    vi.mocked(readTwoStep).mockResolvedValueOnce({ ok: false, message: "You're offline." });
    const { user } = renderTab();
    expect(await within(twoStep()).findByText("You're offline.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
  });
});

describe('the password', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('checks the match first, then the length, as at sign-up', async () => {
    const { user } = renderTab();
    await fill(user, 'abc', 'abd');
    expect(screen.getByRole('alert')).toHaveTextContent("Passwords don't match. Please try again.");
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('asks for the e-mailed code when the server wants it, then changes the password', async () => {
    const { user } = renderTab();
    vi.mocked(changePassword).mockResolvedValueOnce({ status: 'code-sent' });
    await fill(user, 'new-secret', 'new-secret');
    const code = await screen.findByLabelText(/Code from the e-mail/);
    expect(screen.getByText(/We sent a code to maya@example.com/)).toBeVisible();
    await waitFor(() => expect(code).toHaveFocus());

    vi.mocked(sendReauthenticationCode).mockResolvedValueOnce({ ok: true, value: null });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code.')).toBeVisible();

    vi.mocked(changePassword).mockResolvedValueOnce({ status: 'changed' });
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(changePassword).toHaveBeenLastCalledWith('new-secret', '654321');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Password changed',
          description: expect.stringMatching(/signed out on your other devices/),
        }),
      ),
    );
    expect(screen.queryByLabelText(/Code from the e-mail/)).not.toBeInTheDocument();
  });

  it('shows what the server says', async () => {
    const { user } = renderTab();
    vi.mocked(changePassword).mockResolvedValueOnce({
      status: 'failed',
      message: 'Your new password must be different from your current password.',
    });
    await fill(user, 'same-secret', 'same-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(/must be different/);
  });
});
