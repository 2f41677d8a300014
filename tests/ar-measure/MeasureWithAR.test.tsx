import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MeasureWithAR } from '../../src/features/ar-measure/index.ts';

interface FakeXr {
  isSessionSupported: (mode: string) => Promise<boolean>;
  requestSession: (mode: string, init: unknown) => Promise<never>;
}

function giveBrowserXr(xr: FakeXr | undefined) {
  Object.defineProperty(navigator, 'xr', { value: xr, configurable: true });
}

beforeAll(() => {
  // WebXR is offered on secure pages only (localhost and https); jsdom's page is neither.
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});

afterEach(() => {
  giveBrowserXr(undefined);
});

describe('Measure with AR', () => {
  it('is not offered where the browser has no WebXR', async () => {
    giveBrowserXr(undefined);
    render(<MeasureWithAR />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Measure with AR' })).not.toBeInTheDocument();
  });

  it('is not offered where WebXR has no AR', async () => {
    const asked: string[] = [];
    giveBrowserXr({
      isSessionSupported: (mode) => {
        asked.push(mode);
        return Promise.resolve(false);
      },
      requestSession: () => Promise.reject(new Error('not reached')),
    });
    render(<MeasureWithAR />);
    await waitFor(() => expect(asked).toEqual(['immersive-ar']));
    expect(screen.queryByRole('button', { name: 'Measure with AR' })).not.toBeInTheDocument();
  });

  it('says how to allow the camera when it is refused, and closes back to the offer', async () => {
    const user = userEvent.setup();
    const requested: unknown[] = [];
    giveBrowserXr({
      isSessionSupported: () => Promise.resolve(true),
      requestSession: (mode, init) => {
        requested.push({ mode, init });
        return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      },
    });
    render(<MeasureWithAR />);
    const offer = await screen.findByRole('button', { name: 'Measure with AR' });
    await user.click(offer);

    const dialog = await screen.findByRole('dialog', { name: 'Measure with AR' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The camera was not allowed, so AR cannot measure.',
    );
    expect(requested).toEqual([
      {
        mode: 'immersive-ar',
        init: expect.objectContaining({
          requiredFeatures: ['hit-test', 'local-floor'],
          optionalFeatures: ['dom-overlay', 'anchors', 'plane-detection', 'depth-sensing'],
          domOverlay: { root: dialog },
        }),
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(offer).toHaveFocus();
  });
});
