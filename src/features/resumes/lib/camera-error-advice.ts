import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { requestDevices, type MediaDevicesWanted } from '@/media/media-stream';

// docs/product.md §8 (video resume creation): what a camera or microphone failure means for the candidate and
// what to do about it. The browser's DOMException name says which case it is.

/** docs/product.md §8's text when the browser has no media devices at all. */
const MEDIA_DEVICES_UNSUPPORTED = msg`Media devices not supported in this browser`;

const CAMERA_ADVICE = {
  permissionDenied: msg`Camera and microphone access was denied. Allow access for this site in your browser settings, then try again.`,
  notFound: msg`No camera or microphone was found. Connect one and try again.`,
  inUse: msg`Your camera or microphone is in use by another application. Close it and try again.`,
  unsupportedConstraints: msg`Your camera does not support the requested settings. Try another camera or turn video off.`,
  unsupportedBrowser: MEDIA_DEVICES_UNSUPPORTED,
  timeout: msg`The camera took too long to start. Check that it is connected and not in use, then try again.`,
};

const ADVICE_BY_NAME: Record<string, MessageDescriptor> = {
  NotAllowedError: CAMERA_ADVICE.permissionDenied,
  PermissionDeniedError: CAMERA_ADVICE.permissionDenied,
  SecurityError: CAMERA_ADVICE.permissionDenied,
  NotFoundError: CAMERA_ADVICE.notFound,
  DevicesNotFoundError: CAMERA_ADVICE.notFound,
  NotReadableError: CAMERA_ADVICE.inUse,
  TrackStartError: CAMERA_ADVICE.inUse,
  AbortError: CAMERA_ADVICE.inUse,
  OverconstrainedError: CAMERA_ADVICE.unsupportedConstraints,
  ConstraintNotSatisfiedError: CAMERA_ADVICE.unsupportedConstraints,
  NotSupportedError: CAMERA_ADVICE.unsupportedBrowser,
  CameraTimeoutError: CAMERA_ADVICE.timeout,
};

/** The advice for a getUserMedia failure, else 'Technical error: {message}'. */
export function cameraErrorAdvice(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const advice = ADVICE_BY_NAME[name];
  if (advice) return i18n._(advice);
  const message = error instanceof Error ? error.message : String(error);
  return i18n._(msg`Technical error: ${message}`);
}

/** How long the browser may take to hand over the devices (the permission prompt included). */
const CAMERA_TIMEOUT_MS = 30_000;

/**
 * The camera and/or microphone for a video resume, as the setup step enabled them: HD video first,
 * then SD. Rejects with the browser's error (for cameraErrorAdvice), a CameraTimeoutError, or
 * 'Media devices not supported in this browser'.
 */
export function requestResumeStream(devices: MediaDevicesWanted): Promise<MediaStream> {
  return requestDevices(devices, {
    unsupported: () => new Error(i18n._(MEDIA_DEVICES_UNSUPPORTED)),
    failed: (cause) => cause,
    finalErrors: new Set(['NotAllowedError', 'SecurityError', 'NotFoundError', 'CameraTimeoutError']),
    timeoutMs: CAMERA_TIMEOUT_MS,
  });
}
