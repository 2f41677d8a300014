import 'fake-indexeddb/auto';
import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { db } from '../../src/lib/db.ts';
import { ScanLanding } from '../../src/features/scan/index.ts';
import { useSelectedPhotos } from '../../src/features/upload/photoStore.ts';
import { SCAN_TICK_MS } from '../../src/lib/timing.ts';

// The frame capture draws the video on a canvas, which jsdom cannot: each frame is a stand-in.
const capture = vi.hoisted(() => ({ calls: 0, closed: 0 }));
vi.mock('../../src/features/scan/cameraFrames.ts', () => ({
  createFrameCapturer: () =>
    Promise.resolve({
      capture: () => {
        capture.calls += 1;
        return Promise.resolve({
          bytes: new Uint8Array([0xff, 0xd8, capture.calls]).buffer,
          type: 'image/jpeg',
          width: 1600,
          height: 1200,
        });
      },
      close: () => {
        capture.closed += 1;
      },
    }),
}));

interface FakeTrack {
  stop: ReturnType<typeof vi.fn>;
  listeners: Map<string, () => void>;
  addEventListener: (type: string, listener: () => void) => void;
  removeEventListener: (type: string) => void;
}

function fakeTrack(): FakeTrack {
  const track: FakeTrack = {
    stop: vi.fn(),
    listeners: new Map(),
    addEventListener: (type, listener) => track.listeners.set(type, listener),
    removeEventListener: (type) => track.listeners.delete(type),
  };
  return track;
}

function fakeStream(track: FakeTrack): MediaStream {
  return { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
}

interface CameraOptions {
  secure?: boolean;
  devices?: Array<{ kind: string }>;
  getUserMedia?: () => Promise<MediaStream>;
}

function installCamera({
  secure = true,
  devices = [{ kind: 'videoinput' }],
  getUserMedia,
}: CameraOptions = {}) {
  const track = fakeTrack();
  const ask = vi.fn(getUserMedia ?? (() => Promise.resolve(fakeStream(track))));
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: secure
      ? {
          getUserMedia: ask,
          enumerateDevices: () => Promise.resolve(devices),
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }
      : undefined,
  });
  return { track, ask };
}

function denied(name: string) {
  return () => Promise.reject(new DOMException('No camera for you', name));
}

beforeAll(() => {
  // jsdom has no media playback, no object URLs and no scrolling.
  Element.prototype.scrollIntoView = () => undefined;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  URL.createObjectURL = () => 'blob:frame';
  URL.revokeObjectURL = () => undefined;
});

beforeEach(async () => {
  capture.calls = 0;
  capture.closed = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  await db.delete({ disableAutoOpen: false });
});

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
});

function renderLanding() {
  return render(
    <ScanLanding title="Transform Any Room Instantly" summary="Scan it.">
      <p>Shown while waiting</p>
    </ScanLanding>,
  );
}

const panel = () => within(document.getElementById('scan') as HTMLElement);

/** Presses the offer, and lets the camera's answer land inside act. */
async function startCamera() {
  const offer = await screen.findByRole('button', { name: 'Scan with camera' }, { timeout: 5000 });
  await act(async () => {
    fireEvent.click(offer);
    await Promise.resolve();
  });
}

async function tick(times: number) {
  for (let index = 0; index < times; index += 1) {
    await act(async () => {
      vi.advanceTimersByTime(SCAN_TICK_MS);
      await Promise.resolve();
    });
  }
}

describe('the camera scan', () => {
  it('is offered beside the spec scan only once the browser lists a camera', async () => {
    installCamera();
    renderLanding();
    expect(panel().getByRole('button', { name: 'Start Room Scan' })).toBeInTheDocument();
    expect(await panel().findByRole('button', { name: 'Scan with camera' })).toBeVisible();
    expect(screen.getByText(/Takes 10 photos as you turn/)).toBeInTheDocument();
  });

  it('is not offered without a camera, and says why on a page that is not secure', async () => {
    installCamera({ devices: [{ kind: 'audioinput' }] });
    const { unmount } = renderLanding();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('button', { name: 'Scan with camera' })).not.toBeInTheDocument();
    unmount();

    installCamera({ secure: false });
    renderLanding();
    expect(await screen.findByText(/needs a secure \(https\) connection/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan with camera' })).not.toBeInTheDocument();
  });

  it('asks for the rear camera only when pressed, takes ten frames on the 500 ms tick and keeps them', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { track, ask } = installCamera();
    renderLanding();
    await panel().findByRole('button', { name: 'Scan with camera' });
    expect(ask).not.toHaveBeenCalled();

    await startCamera();
    expect(ask).toHaveBeenCalledWith({
      audio: false,
      video: {
        facingMode: { ideal: 'environment' },
        width: { ideal: 1920 },
        height: { ideal: 1080 },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Scanning your room' })).toBeInTheDocument();
    expect(screen.getByLabelText('Live view from your camera')).toBeInTheDocument();
    expect(screen.queryByText('Shown while waiting')).not.toBeInTheDocument();
    const bar = () => screen.getByRole('progressbar', { name: 'Scan progress' });
    expect(bar()).toHaveAttribute('aria-valuenow', '0');

    for (let step = 1; step <= 9; step += 1) {
      await tick(1);
      expect(bar()).toHaveAttribute('aria-valuenow', String(step * 10));
      expect(capture.calls).toBe(step);
    }
    expect(track.stop).not.toHaveBeenCalled();
    await tick(1);

    expect(await screen.findByRole('heading', { name: 'Scan complete!' })).toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByText(/Saved on this device as "Room 1", with its 10 photos/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Launch My Design' })).toHaveAttribute(
      'href',
      '/launch-design',
    );
    const frames = within(await screen.findByRole('list', { name: 'Photos from this scan' }));
    expect(frames.getAllByRole('img')).toHaveLength(10);
    expect(frames.getByRole('img', { name: 'Room 1, photo 10 of 10' })).toBeInTheDocument();

    const scans = await db.scans.toArray();
    expect(scans).toHaveLength(1);
    const photos = await db.photos.toArray();
    expect(photos).toHaveLength(10);
    expect(photos.every((photo) => photo.name.startsWith(`scan-${scans[0]?.id}-frame-`))).toBe(
      true,
    );
    expect(capture.closed).toBe(1);
    expect(screen.getByRole('link', { name: 'Measure your room' })).toHaveAttribute(
      'href',
      `/measure-room?scan=${scans[0]?.id}`,
    );

    // The saved scan shows it has photos; "Scan Another Room" is the spec's waiting state again.
    expect(await screen.findByText(/10 photos/, { selector: '.saved-scans__date' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Scan Another Room' }));
    expect(screen.getByRole('heading', { name: 'Ready to scan' })).toBeInTheDocument();
  });

  it("paces the frames by the phone's turn where it reports a heading, asking iOS first", async () => {
    const requestPermission = vi.fn(() => Promise.resolve('granted'));
    Object.defineProperty(window, 'DeviceOrientationEvent', {
      configurable: true,
      value: Object.assign(function DeviceOrientationEvent() {}, { requestPermission }),
    });
    const turnTo = (alpha: number) =>
      act(() => {
        window.dispatchEvent(
          Object.assign(new Event('deviceorientation'), { alpha, beta: 90, gamma: 0 }),
        );
      });
    try {
      const { track } = installCamera();
      renderLanding();
      const offer = await screen.findByRole('button', { name: 'Scan with camera' });
      await act(async () => {
        fireEvent.click(offer);
        // Asked inside the tap itself, as iOS requires.
        expect(requestPermission).toHaveBeenCalledTimes(1);
        await Promise.resolve();
      });
      turnTo(0);
      expect(
        await screen.findByText(/a photo is taken at each tenth of a full turn/),
      ).toBeVisible();
      const bar = () => screen.getByRole('progressbar', { name: 'Scan progress' });

      // Holding still takes nothing; each 36° turned takes one frame.
      turnTo(1);
      turnTo(359);
      expect(bar()).toHaveAttribute('aria-valuenow', '0');
      for (let degrees = 6; degrees <= 180; degrees += 6) turnTo(360 - degrees);
      expect(bar()).toHaveAttribute('aria-valuenow', '50');
      expect(capture.calls).toBe(5);
      for (let degrees = 186; degrees <= 360; degrees += 6) turnTo((360 - degrees) % 360);

      expect(await screen.findByRole('heading', { name: 'Scan complete!' })).toBeInTheDocument();
      expect(capture.calls).toBe(10);
      expect(track.stop).toHaveBeenCalled();
      expect(await db.photos.count()).toBe(10);
      expect(
        await screen.findByText(/10 photos/, { selector: '.saved-scans__date' }),
      ).toBeVisible();
    } finally {
      Reflect.deleteProperty(window, 'DeviceOrientationEvent');
    }
  });

  it('paces by time when motion access is refused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    Object.defineProperty(window, 'DeviceOrientationEvent', {
      configurable: true,
      value: Object.assign(function DeviceOrientationEvent() {}, {
        requestPermission: () => Promise.resolve('denied'),
      }),
    });
    try {
      installCamera();
      renderLanding();
      await startCamera();
      expect(await screen.findByText(/a photo is taken every half second/)).toBeVisible();
      await tick(10);
      expect(await screen.findByRole('heading', { name: 'Scan complete!' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'DeviceOrientationEvent');
    }
  });

  it('cancels back to the spec waiting state with the camera off and nothing kept', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { track } = installCamera();
    renderLanding();
    await startCamera();
    await screen.findByRole('heading', { name: 'Scanning your room' });
    await tick(4);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Scan' }));
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Ready to scan' })).toBeInTheDocument();
    expect(screen.getByText('Shown while waiting')).toBeInTheDocument();
    await tick(10);
    expect(screen.getByRole('heading', { name: 'Ready to scan' })).toBeInTheDocument();
    expect(await db.photos.count()).toBe(0);
    expect(await db.scans.count()).toBe(0);
    expect(await screen.findByText(/No scans yet/)).toBeInTheDocument();
  });

  it('declined: says so, and the spec scan still runs from 0 to completed in ten ticks', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    installCamera({ getUserMedia: denied('NotAllowedError') });
    renderLanding();
    await startCamera();

    expect(
      await screen.findByRole('heading', { name: 'Camera access is off' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/wasn't allowed to use your camera/);
    expect(screen.getByRole('link', { name: 'Upload Photos Instead' })).toHaveAttribute(
      'href',
      '/upload-photos',
    );
    expect(screen.getByRole('button', { name: 'Try the camera again' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Scan without the camera' }));
    const bar = () => screen.getByRole('progressbar', { name: 'Scan progress' });
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    await tick(9);
    expect(bar()).toHaveAttribute('aria-valuenow', '90');
    await tick(1);
    expect(screen.getByRole('heading', { name: 'Scan complete!' })).toBeInTheDocument();
    expect(await screen.findByText(/Saved on this device as "Room 1"\./)).toBeInTheDocument();
    expect(await db.photos.count()).toBe(0);
  });

  it.each([
    ['NotReadableError', 'Your camera is busy', true],
    ['NotFoundError', 'No camera found', false],
    ['OverconstrainedError', 'No camera found', false],
    ['SomethingElse', "The camera didn't start", true],
  ])('%s: "%s"', async (name, heading, retry) => {
    installCamera({ getUserMedia: denied(name) });
    renderLanding();
    await startCamera();
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try the camera again' }) !== null).toBe(retry);
    expect(screen.getByRole('button', { name: 'Scan without the camera' })).toBeInTheDocument();
  });

  it('stops the scan and the camera when the app is hidden mid-scan, keeping nothing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { track } = installCamera();
    renderLanding();
    await startCamera();
    await screen.findByRole('heading', { name: 'Scanning your room' });
    await tick(6);

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });

    expect(screen.getByRole('heading', { name: 'Scan stopped' })).toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
    await tick(10);
    expect(capture.calls).toBe(6);
    expect(await db.photos.count()).toBe(0);

    // Trying again asks for the camera afresh.
    fireEvent.click(screen.getByRole('button', { name: 'Try the camera again' }));
    expect(await screen.findByRole('heading', { name: 'Scanning your room' })).toBeInTheDocument();
  });

  it('says the camera stopped when its track ends mid-scan', async () => {
    const { track } = installCamera();
    renderLanding();
    await startCamera();
    await screen.findByRole('heading', { name: 'Scanning your room' });
    act(() => track.listeners.get('ended')?.());
    expect(screen.getByRole('heading', { name: 'The camera stopped' })).toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
  });

  it('turns the camera off when the page is left mid-scan', async () => {
    const { track } = installCamera();
    const { unmount } = renderLanding();
    await startCamera();
    await screen.findByRole('heading', { name: 'Scanning your room' });
    unmount();
    expect(track.stop).toHaveBeenCalled();
    expect(capture.closed).toBe(1);
  });

  it('turns the camera straight off when it answers after the scan was cancelled', async () => {
    const track = fakeTrack();
    let answer: (stream: MediaStream) => void = () => undefined;
    installCamera({
      getUserMedia: () =>
        new Promise<MediaStream>((resolve) => {
          answer = resolve;
        }),
    });
    renderLanding();
    await startCamera();
    expect(screen.getByRole('heading', { name: 'Starting your camera' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Scan' }));
    expect(screen.getByRole('heading', { name: 'Ready to scan' })).toBeInTheDocument();

    await act(async () => {
      answer(fakeStream(track));
      await Promise.resolve();
    });
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Ready to scan' })).toBeInTheDocument();
  });
});

describe('the upload selection', () => {
  it("leaves a camera scan's photos out", async () => {
    const photo = (id: string, name: string, order: number) => ({
      id,
      name,
      type: 'image/jpeg',
      size: 1,
      bytes: new Uint8Array([1]).buffer,
      width: 1,
      height: 1,
      order,
      addedAt: '2026-03-02T10:00:00.000Z',
    });
    await db.photos.bulkAdd([
      photo('a', 'sofa.jpg', 1),
      photo('b', 'scan-s1-frame-01.jpg', 2),
      photo('c', 'window.png', 3),
    ]);
    const { result } = renderHook(() => useSelectedPhotos());
    await waitFor(() => expect(result.current?.map((kept) => kept.id)).toEqual(['a', 'c']));
  });
});
