import { DetailedError } from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // upload-recording reads the validated environment when imported: the local stack's values.
  vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321');
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
});

const { formatCountdown } = await import('../../src/media/use-countdown.ts');
const { contentTypeOf } = await import('../../src/media/recording-format.ts');
const { toUploadError } = await import('../../src/media/upload-recording.ts');

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(125)).toBe('2:05');
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('never shows a negative or fractional time', () => {
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(29.7)).toBe('0:29');
  });
});

describe('contentTypeOf', () => {
  it("drops the codecs the buckets refuse and knows only the buckets' types", () => {
    expect(contentTypeOf('video/webm;codecs=vp9,opus')).toBe('video/webm');
    expect(contentTypeOf('audio/webm; codecs=opus')).toBe('audio/webm');
    expect(contentTypeOf('video/mp4')).toBe('video/mp4');
    expect(contentTypeOf('video/x-matroska')).toBeUndefined();
  });
});

describe('toUploadError', () => {
  const failure = (status: number, body: string) => {
    const error = new DetailedError('tus: unexpected response while creating upload');
    error.originalResponse = {
      getStatus: () => status,
      getHeader: () => undefined,
      getBody: () => body,
      getUnderlyingObject: () => null,
    };
    return error;
  };

  it("answers the spec's 'Upload failed: …' with a plain sentence, never the server's body", () => {
    expect(toUploadError(failure(403, 'new row violates row-level security policy')).message).toBe(
      'Upload failed: The server refused the recording (error 403).',
    );
    expect(toUploadError(failure(500, '{"statusCode":"500","error":"internal"}')).message).toBe(
      'Upload failed: The server could not store the recording (error 500). It is kept on this device; please try again.',
    );
  });

  it('answers that the connection was lost when no response came, never the library message', () => {
    const lost =
      'Upload failed: The connection to the server was lost. The recording is kept on this device; please try again.';
    expect(
      toUploadError(new DetailedError('tus: failed to create upload, caused by [object ProgressEvent]'))
        .message,
    ).toBe(lost);
    expect(toUploadError(new Error('offline')).message).toBe(lost);
  });
});
