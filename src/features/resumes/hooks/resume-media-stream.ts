import { CameraTimeoutError, MEDIA_DEVICES_UNSUPPORTED } from '@/features/resumes/hooks/camera-error-advice';

// Spec §9: 1280x720 at 30 fps, falling back to 640x480 where the camera cannot.
const HD_VIDEO: MediaTrackConstraints = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 30 },
};
const SD_VIDEO: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 480 } };

/** How long the browser may take to hand over the devices (the permission prompt included). */
export const CAMERA_TIMEOUT_MS = 30_000;

// The candidate's refusal or a missing device: asking again at a lower resolution cannot help.
const FINAL_ERRORS = new Set(['NotAllowedError', 'SecurityError', 'NotFoundError', 'CameraTimeoutError']);

export interface ResumeDevices {
  video: boolean;
  audio: boolean;
}

function withTimeout(request: Promise<MediaStream>): Promise<MediaStream> {
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new CameraTimeoutError('getUserMedia timed out'));
    }, CAMERA_TIMEOUT_MS);
  });
  // A stream that arrives after the timeout is released at once.
  request.then(
    (stream) => {
      if (timedOut) stream.getTracks().forEach((track) => track.stop());
    },
    () => undefined,
  );
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The camera and/or microphone for a video resume, as the setup step enabled them: HD video first,
 * then SD. Rejects with the browser's error (for cameraErrorAdvice), a CameraTimeoutError, or
 * 'Media devices not supported in this browser'.
 */
export async function requestResumeStream(devices: ResumeDevices): Promise<MediaStream> {
  const mediaDevices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!mediaDevices?.getUserMedia) throw new Error(MEDIA_DEVICES_UNSUPPORTED);
  if (!devices.video) return withTimeout(mediaDevices.getUserMedia({ audio: true, video: false }));
  try {
    return await withTimeout(mediaDevices.getUserMedia({ audio: devices.audio, video: HD_VIDEO }));
  } catch (first) {
    if (first instanceof Error && FINAL_ERRORS.has(first.name)) throw first;
    return withTimeout(mediaDevices.getUserMedia({ audio: devices.audio, video: SD_VIDEO }));
  }
}
