import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { db } from '../../src/lib/db.ts';
import { Onboarding } from '../../src/features/onboarding/index.ts';

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

function renderOnboarding() {
  const location = memoryLocation({ path: '/onboarding', record: true });
  const view = render(
    <Router hook={location.hook}>
      <Onboarding />
    </Router>,
  );
  return { ...view, location };
}

describe('Onboarding', () => {
  it('keeps Continue disabled until each required answer, saving every step', async () => {
    const user = userEvent.setup();
    renderOnboarding();

    expect(
      await screen.findByRole('heading', { name: 'Who are you designing for?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 1 of 3');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Personal/ }));
    expect(next).toBeEnabled();
    await waitFor(async () =>
      expect(await db.onboarding.get('answers')).toMatchObject({ step: 1, userType: 'personal' }),
    );

    await user.click(next);
    expect(
      screen.getByRole('heading', { name: 'How would you like to capture your room?' }),
    ).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Scan my room/ })).toHaveAccessibleName(/Recommended/);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await waitFor(async () => expect((await db.onboarding.get('answers'))?.step).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: /Personal/ })).toBeChecked();
  });

  it('resumes at the saved step with the answers given', async () => {
    await db.onboarding.put({
      id: 'answers',
      step: 2,
      userType: 'professional',
      inputMethod: 'upload',
      updatedAt: new Date().toISOString(),
    });
    renderOnboarding();
    expect(
      await screen.findByRole('heading', { name: 'How would you like to capture your room?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Upload photos/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it("logs the answers on Let's Design and goes to the chosen capture page", async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await db.onboarding.put({
      id: 'answers',
      step: 3,
      userType: 'personal',
      inputMethod: 'upload',
      updatedAt: new Date().toISOString(),
    });
    const { location } = renderOnboarding();

    await user.click(await screen.findByRole('radio', { name: 'Japandi' }));
    await user.click(screen.getByRole('button', { name: "Let's Design" }));

    expect(log).toHaveBeenCalledWith('Onboarding answers', {
      userType: 'personal',
      inputMethod: 'upload',
      selectedStyle: 'Japandi',
    });
    expect(location.history?.at(-1)).toBe('/upload-photos');
    await waitFor(async () =>
      expect(await db.onboarding.get('answers')).toMatchObject({
        step: 3,
        selectedStyle: 'Japandi',
        completedAt: expect.any(String),
      }),
    );
  });
});
