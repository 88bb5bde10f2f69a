import { RECORDING_ERRORS } from './recording-errors';
import type { RecordingKind } from './recording-format';

// docs/product.md §9: 1280x720 at 30 fps, down to 640x480 where the camera cannot. `ideal` lets the browser
// pick the nearest mode instead of refusing.
const HD_VIDEO: MediaTrackConstraints = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 30 },
};
const SD_VIDEO: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 480 } };

/** Thrown when getUserMedia has not answered in time (a stuck driver, an unanswered prompt). */
class CameraTimeoutError extends Error {
  override readonly name = 'CameraTimeoutError';
}

/** Which devices to ask for: a stream without video still has a microphone. */
export interface MediaDevicesWanted {
  video: boolean;
  audio: boolean;
}

/** What a screen makes of a failure: the errors it rejects with, and which ones end the attempt. */
export interface MediaStreamPolicy {
  /** The error when the browser has no media devices at all (outside a secure context, too). */
  unsupported: () => Error;
  /** The error to reject with for the browser's `cause`. */
  failed: (cause: unknown) => unknown;
  /** Error names after which asking again at a lower resolution cannot help (a refusal, no device). */
  finalErrors: ReadonlySet<string>;
  /** How long the browser may take to hand over the devices (the permission prompt included). */
  timeoutMs?: number;
}

/** Stops every track, which turns the camera light off. */
export function stopTracks(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

function withTimeout(request: Promise<MediaStream>, timeoutMs: number | undefined): Promise<MediaStream> {
  if (timeoutMs === undefined) return request;
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new CameraTimeoutError('getUserMedia timed out'));
    }, timeoutMs);
  });
  // A stream that arrives after the timeout is released at once.
  request.then(
    (stream) => {
      if (timedOut) stopTracks(stream);
    },
    () => undefined,
  );
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The camera (HD first, then SD) and/or microphone as `wanted`; every failure rejects with what
 * `policy` makes of it.
 */
export async function requestDevices(
  wanted: MediaDevicesWanted,
  policy: MediaStreamPolicy,
): Promise<MediaStream> {
  const mediaDevices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!mediaDevices?.getUserMedia) throw policy.unsupported();
  const ask = (video: MediaTrackConstraints | false, audio: boolean) =>
    withTimeout(mediaDevices.getUserMedia({ audio, video }), policy.timeoutMs).catch((cause: unknown) => {
      throw policy.failed(cause);
    });
  if (!wanted.video) return ask(false, true);
  try {
    return await withTimeout(
      mediaDevices.getUserMedia({ audio: wanted.audio, video: HD_VIDEO }),
      policy.timeoutMs,
    );
  } catch (first) {
    if (first instanceof Error && policy.finalErrors.has(first.name)) throw policy.failed(first);
    return ask(SD_VIDEO, wanted.audio);
  }
}

// The candidate's refusal or a missing device: asking again at a lower resolution cannot help.
const ANSWER_POLICY: MediaStreamPolicy = {
  unsupported: () =>
    new Error(RECORDING_ERRORS.mediaAccess, { cause: new Error('navigator.mediaDevices is not available') }),
  failed: (cause) => new Error(RECORDING_ERRORS.mediaAccess, { cause }),
  finalErrors: new Set(['NotAllowedError', 'SecurityError', 'NotFoundError', 'AbortError']),
};

/**
 * Camera and microphone for an answer (microphone only for 'audio'). Every failure (denied, no
 * device, device busy, no mediaDevices outside a secure context) rejects with the spec's 'Camera
 * and microphone access is required for this interview'; the browser's error is its `cause`.
 */
export function requestMediaStream(kind: RecordingKind): Promise<MediaStream> {
  return requestDevices({ video: kind === 'video', audio: true }, ANSWER_POLICY);
}
