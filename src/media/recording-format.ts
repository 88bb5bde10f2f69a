/** What a recording is: a camera-and-microphone answer or a microphone-only one (AUDIO questions). */
export type RecordingKind = 'video' | 'audio';

/** The plain types the storage buckets accept; never with `;codecs=`, which they refuse. */
export type RecordingContentType = 'video/webm' | 'audio/webm' | 'video/mp4' | 'audio/mp4';

export interface RecordingFormat {
  /** What MediaRecorder is asked for, codecs included. */
  mimeType: string;
  /** What the stored object is labelled with. */
  contentType: RecordingContentType;
  extension: 'webm' | 'mp4';
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a key; media-messages.ts holds it as a message
export const NO_SUPPORTED_FORMAT = 'No supported video recording format found';

// docs/product.md §5's order: VP9 first (smallest at equal quality), then VP8, then whatever WebM the browser
// picks, then MP4 for Safari, which records nothing else. Opus is named so Chromium does not fall
// back to another audio codec.
const VIDEO_CANDIDATES: readonly RecordingFormat[] = [
  { mimeType: 'video/webm;codecs=vp9,opus', contentType: 'video/webm', extension: 'webm' },
  { mimeType: 'video/webm;codecs=vp8,opus', contentType: 'video/webm', extension: 'webm' },
  { mimeType: 'video/webm', contentType: 'video/webm', extension: 'webm' },
  { mimeType: 'video/mp4', contentType: 'video/mp4', extension: 'mp4' },
];

// AUDIO questions store sound only: no video track to upload on a phone's connection.
const AUDIO_CANDIDATES: readonly RecordingFormat[] = [
  { mimeType: 'audio/webm;codecs=opus', contentType: 'audio/webm', extension: 'webm' },
  { mimeType: 'audio/webm', contentType: 'audio/webm', extension: 'webm' },
  { mimeType: 'audio/mp4', contentType: 'audio/mp4', extension: 'mp4' },
];

/**
 * The first format of the spec's order this browser can record. Throws the spec's
 * 'No supported video recording format found' when there is none (or no MediaRecorder at all).
 */
export function pickRecordingFormat(kind: RecordingKind): RecordingFormat {
  const candidates = kind === 'audio' ? AUDIO_CANDIDATES : VIDEO_CANDIDATES;
  const supported =
    typeof MediaRecorder !== 'undefined' && typeof MediaRecorder.isTypeSupported === 'function'
      ? candidates.find((format) => MediaRecorder.isTypeSupported(format.mimeType))
      : undefined;
  if (!supported) throw new Error(NO_SUPPORTED_FORMAT);
  return { ...supported };
}

/** The plain type of a MediaRecorder type such as `video/webm;codecs=vp9,opus`, if a bucket takes it. */
export function contentTypeOf(mimeType: string): RecordingContentType | undefined {
  const plain = mimeType.split(';')[0]?.trim().toLowerCase();
  const known: readonly string[] = ['video/webm', 'audio/webm', 'video/mp4', 'audio/mp4'];
  return plain && known.includes(plain) ? (plain as RecordingContentType) : undefined;
}

/**
 * The format a recording of type `mimeType` is stored in (contentType and file extension), or
 * undefined when no bucket takes it: the one place that tells mp4 from webm.
 */
export function recordingFormatOf(mimeType: string): RecordingFormat | undefined {
  const contentType = contentTypeOf(mimeType);
  if (!contentType) return undefined;
  return { mimeType, contentType, extension: contentType.endsWith('mp4') ? 'mp4' : 'webm' };
}
