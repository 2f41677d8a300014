import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import {
  installPromptAtom,
  registerServiceWorker,
  type BeforeInstallPromptEvent,
} from '../../src/lib/pwa.ts';
import { InstallAppButton } from '../../src/shell/InstallAppButton.tsx';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function renderButton(variant: 'menu' | 'footer' = 'menu') {
  const store = createStore();
  registerServiceWorker(store);
  const view = render(
    <Provider store={store}>
      <InstallAppButton variant={variant} />
    </Provider>,
  );
  return { store, ...view };
}

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  }) satisfies BeforeInstallPromptEvent;
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('InstallAppButton', () => {
  it('renders nothing where the browser offers no way to install', () => {
    const { container } = renderButton();
    expect(container).toBeEmptyDOMElement();
  });

  it('offers "Install app" once the browser allows it, instead of the browser banner', () => {
    renderButton('footer');
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('button', { name: 'Install app' })).toBeVisible();
  });

  it('shows the browser install prompt on click, then hides the button', async () => {
    const { store } = renderButton();
    const event = offerInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument(),
    );
    expect(store.get(installPromptAtom)).toBeNull();
  });

  it('hides "Install app" once the app has been installed', () => {
    renderButton();
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('renders nothing when the app already runs installed', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList,
    );
    const { container } = renderButton();
    offerInstall();
    expect(container).toBeEmptyDOMElement();
  });

  describe('in Safari on an iPhone', () => {
    beforeEach(() => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    });

    it('opens the Add to Home Screen steps in a dialog, and returns focus on close', async () => {
      renderButton();
      const button = screen.getByRole('button', { name: 'Add to Home Screen' });
      await userEvent.click(button);

      const dialog = await screen.findByRole('dialog', { name: 'Add to Home Screen' });
      const steps = Array.from(dialog.querySelectorAll('li'), (item) => item.textContent);
      expect(steps).toEqual([
        "1Tap the Share button in Safari's toolbar.",
        '2Scroll down and tap "Add to Home Screen".',
        '3Tap "Add".',
      ]);

      await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(button).toHaveFocus();
    });

    it('closes the steps with Escape', async () => {
      renderButton('footer');
      await userEvent.click(screen.getByRole('button', { name: 'Add to Home Screen' }));
      await screen.findByRole('dialog');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });
});
