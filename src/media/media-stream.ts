import { RECORDING_ERRORS } from './recording-errors';
import type { RecordingKind } from './recording-format';

// Spec §9: 1280x720 at 30 fps, down to 640x480 where the camera cannot. `ideal` lets the browser
// pick the nearest mode instead of refusing.
const HD_VIDEO: MediaTrackConstraints = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 30 },
};
const SD_VIDEO: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 480 } };

// The candidate's refusal or a missing device: asking again at a lower resolution cannot help.
const FINAL_ERRORS = new Set(['NotAllowedError', 'SecurityError', 'NotFoundError', 'AbortError']);

/** Stops every track, which turns the camera light off. */
export function stopTracks(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * Camera and microphone (microphone only for 'audio'). Every failure (denied, no device, device
 * busy, no mediaDevices outside a secure context) rejects with the spec's 'Camera and microphone
 * access is required for this interview'; the browser's error is its `cause`.
 */
export async function requestMediaStream(kind: RecordingKind): Promise<MediaStream> {
  const mediaDevices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!mediaDevices?.getUserMedia) {
    throw new Error(RECORDING_ERRORS.mediaAccess, {
      cause: new Error('navigator.mediaDevices is not available'),
    });
  }
  if (kind === 'audio') {
    try {
      return await mediaDevices.getUserMedia({ audio: true, video: false });
    } catch (cause) {
      throw new Error(RECORDING_ERRORS.mediaAccess, { cause });
    }
  }
  try {
    return await mediaDevices.getUserMedia({ audio: true, video: HD_VIDEO });
  } catch (first) {
    if (first instanceof DOMException && FINAL_ERRORS.has(first.name)) {
      throw new Error(RECORDING_ERRORS.mediaAccess, { cause: first });
    }
    try {
      return await mediaDevices.getUserMedia({ audio: true, video: SD_VIDEO });
    } catch (cause) {
      throw new Error(RECORDING_ERRORS.mediaAccess, { cause });
    }
  }
}
