import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { ScanRecord } from '../../lib/deviceRecords.ts';
import { SCAN_TICK_MS } from '../../lib/timing.ts';
import type { PreparedPhoto } from '../upload/index.ts';
import { openCamera, stopStream, watchHeading } from './cameraDevice.ts';
import type { HeadingWatch } from './cameraDevice.ts';
import { createFrameCapturer } from './cameraFrames.ts';
import type { FrameCapturer } from './cameraFrames.ts';
import {
  CAMERA_OFF,
  SCAN_FRAME_COUNT,
  advanceFrameSteps,
  cameraInUse,
  cameraProblemOf,
  cameraScanReducer,
  startFrameSteps,
} from './cameraScanRules.ts';
import type { CameraProblem, FrameEvent, FrameSteps } from './cameraScanRules.ts';
import { saveCameraScan } from './scanFrameStore.ts';

export interface CameraScanDeps {
  openCamera: () => Promise<MediaStream>;
  createFrameCapturer: () => Promise<FrameCapturer>;
  save: (frames: readonly PreparedPhoto[]) => Promise<ScanRecord>;
}

const BROWSER_DEPS: CameraScanDeps = { openCamera, createFrameCapturer, save: saveCameraScan };

/** One press of "Scan with camera", from asking for the camera to keeping the frames. */
interface Run {
  /** Set once the run is over (finished, failed, cancelled or left): late answers are ignored. */
  ended: boolean;
  heading: HeadingWatch;
  stream: MediaStream | null;
  capturer: FrameCapturer | null;
  timer: ReturnType<typeof setInterval> | null;
  steps: FrameSteps | null;
  frames: Promise<PreparedPhoto>[];
  forgetTrack: () => void;
}

async function storageProblem(error: unknown): Promise<CameraProblem> {
  const { isQuotaError } = await import('../upload/index.ts');
  return isQuotaError(error) ? 'storage-full' : 'storage-failed';
}

/**
 * The camera scan: the camera is asked for only from the user's press; frames are taken at each
 * 10 % step and kept in memory, then stored all at once when the tenth is taken, so a scan that
 * is cancelled, fails or is left behind stores nothing. The camera is turned off whenever the
 * scan stops being live: done, cancelled, failed, the app hidden, or the panel unmounted.
 */
export function useCameraScan(
  videoRef: RefObject<HTMLVideoElement | null>,
  deps: CameraScanDeps = BROWSER_DEPS,
) {
  const [state, dispatch] = useReducer(cameraScanReducer, CAMERA_OFF);
  const current = useRef<Run | null>(null);
  // Fixed for the component's life: a scan under way keeps the camera and store it began with.
  const [using] = useState(deps);

  /** Turns the camera off and stops every clock; the frames taken stay with the run. */
  const release = useCallback(
    (run: Run, keepCapturer: boolean) => {
      run.ended = true;
      if (run.timer !== null) clearInterval(run.timer);
      run.timer = null;
      run.heading.stop();
      run.forgetTrack();
      if (run.stream) stopStream(run.stream);
      run.stream = null;
      const video = videoRef.current;
      if (video) video.srcObject = null;
      if (!keepCapturer) run.capturer?.close();
    },
    [videoRef],
  );

  const abandon = useCallback(() => {
    const run = current.current;
    current.current = null;
    if (run) release(run, false);
  }, [release]);

  const fail = useCallback(
    (run: Run, problem: CameraProblem) => {
      if (current.current !== run) return;
      abandon();
      dispatch({ type: 'fail', problem });
    },
    [abandon],
  );

  const finish = useCallback(
    async (run: Run) => {
      const capturer = run.capturer;
      release(run, true);
      dispatch({ type: 'saving' });
      try {
        const frames = await Promise.all(run.frames);
        capturer?.close();
        if (current.current !== run) return;
        const scan = await using.save(frames);
        if (current.current !== run) return;
        current.current = null;
        dispatch({ type: 'saved', scanId: scan.id, scanName: scan.name });
      } catch (error: unknown) {
        capturer?.close();
        if (current.current !== run) return;
        console.error('Could not keep the camera scan', error);
        const problem = await storageProblem(error);
        if (current.current !== run) return;
        current.current = null;
        dispatch({ type: 'fail', problem });
      }
    },
    [release, using],
  );

  const feed = useCallback(
    (run: Run, event: FrameEvent) => {
      if (run.ended || !run.steps || !run.capturer) return;
      const { steps, reached } = advanceFrameSteps(run.steps, event);
      run.steps = steps;
      if (reached.length === 0) return;
      const video = videoRef.current;
      for (let index = 0; index < reached.length; index += 1) {
        const frame = video
          ? run.capturer.capture(video)
          : Promise.reject(new Error('The live view is gone'));
        // Awaited all together once the last frame is taken; until then a failure waits there.
        frame.catch(() => undefined);
        run.frames.push(frame);
      }
      dispatch({ type: 'taken', taken: steps.taken });
      if (steps.taken >= SCAN_FRAME_COUNT) void finish(run);
    },
    [finish, videoRef],
  );

  const start = useCallback(() => {
    abandon();
    // First, while still inside the tap: iOS asks for motion access only from a user gesture.
    const heading = watchHeading();
    const run: Run = {
      ended: false,
      heading,
      stream: null,
      capturer: null,
      timer: null,
      steps: null,
      frames: [],
      forgetTrack: () => undefined,
    };
    current.current = run;
    dispatch({ type: 'start' });

    const capturer = using.createFrameCapturer().then((made) => {
      if (run.ended) made.close();
      else run.capturer = made;
    });
    // Awaited once the camera is on; a failure before then is the camera's to report.
    capturer.catch(() => undefined);

    void (async () => {
      let stream: MediaStream;
      try {
        stream = await using.openCamera();
      } catch (error: unknown) {
        fail(run, cameraProblemOf(error));
        return;
      }
      if (run.ended) {
        // The answer came after the scan was cancelled or left: the camera goes straight off.
        stopStream(stream);
        return;
      }
      run.stream = stream;
      const track = stream.getVideoTracks()[0];
      if (track) {
        const onEnded = () => fail(run, 'interrupted');
        track.addEventListener('ended', onEnded);
        run.forgetTrack = () => track.removeEventListener('ended', onEnded);
      }
      try {
        const video = videoRef.current;
        if (!video) throw new Error('No live view to show the camera in');
        video.srcObject = stream;
        await video.play();
        await capturer;
      } catch (error: unknown) {
        console.error('Could not show the camera', error);
        fail(run, 'failed');
        return;
      }
      if (run.ended) return;
      const clock = (await heading.settle()) ? 'heading' : 'time';
      if (run.ended) return;
      run.steps = startFrameSteps(clock);
      dispatch({ type: 'ready', clock });
      if (clock === 'time') {
        run.timer = setInterval(() => feed(run, { type: 'tick' }), SCAN_TICK_MS);
      } else {
        heading.onHeading = (degrees) => feed(run, { type: 'heading', degrees });
      }
    })();
  }, [abandon, fail, feed, using, videoRef]);

  const cancel = useCallback(() => {
    abandon();
    dispatch({ type: 'cancel' });
  }, [abandon]);

  const reset = useCallback(() => {
    abandon();
    dispatch({ type: 'reset' });
  }, [abandon]);

  // Leaving the app mid-scan ends it: a camera left running in a background tab is what nobody
  // wants, and the frames of a half-turned room are of no use.
  const inUse = cameraInUse(state);
  useEffect(() => {
    if (!inUse) return;
    const onVisibility = () => {
      const run = current.current;
      if (document.visibilityState === 'hidden' && run) fail(run, 'hidden');
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [inUse, fail]);

  // Leaving the page turns the camera off whatever the scan was doing.
  useEffect(() => abandon, [abandon]);

  return { state, start, cancel, reset };
}
