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
  const response = (body: string) => ({
    getStatus: () => 403,
    getHeader: () => undefined,
    getBody: () => body,
    getUnderlyingObject: () => null,
  });

  it("answers 'Upload failed: {body}' when the server said why", () => {
    const error = new DetailedError('tus: unexpected response while creating upload');
    error.originalResponse = response('new row violates row-level security policy');
    expect(toUploadError(error).message).toBe('Upload failed: new row violates row-level security policy');
  });

  it("answers 'Upload error: {message}' otherwise", () => {
    const error = new DetailedError('tus: failed to upload chunk at offset 0');
    error.originalResponse = response('');
    expect(toUploadError(error).message).toBe('Upload error: tus: failed to upload chunk at offset 0');
    expect(toUploadError(new Error('offline')).message).toBe('Upload error: offline');
  });
});
