import { supabaseAuth } from '@/lib/supabase';
import type { LiveUpload } from './live-upload';
import type { HeldTake } from './recording-session';
import { uploadRecording } from './upload-recording';

/** A failure whose message is already the screen's text (signed out, an empty recording). */
export class UploadRefused extends Error {}

export interface StoreTakeOptions {
  held: HeldTake;
  bucket: 'responses' | 'resumes';
  /** The upload that ran while recording, if any: it sends only what is left. */
  live?: LiveUpload;
  /** Aborting keeps what the server has, so the next storeTake of the take resumes. */
  signal: AbortSignal;
  onPercent: (percent: number) => void;
  onRetrying: (retrying: boolean) => void;
  texts: { signedOut: string; empty: string };
}

/**
 * Stores a take: what the live upload has not sent yet, or, when there is none or it failed, the
 * whole recording (resumable, so a retry or a reload continues where it stopped). Resolves once
 * Storage has confirmed the whole object.
 */
export async function storeTake({
  held,
  bucket,
  live,
  signal,
  onPercent,
  onRetrying,
  texts,
}: StoreTakeOptions) {
  const onProgress = (sent: number, total: number) =>
    onPercent(total > 0 ? Math.round((sent / total) * 100) : 0);
  if (live && !live.failed) {
    try {
      await live.finish({ totalBytes: held.blob.size, onProgress, signal });
      return;
    } catch (error) {
      if (signal.aborted) throw error;
      console.warn('The upload during recording failed; uploading the whole recording:', error);
    }
  }
  const { data } = await supabaseAuth.getSession();
  if (!data.session) throw new UploadRefused(texts.signedOut);
  if (held.blob.size === 0) throw new UploadRefused(texts.empty);
  await uploadRecording({
    blob: held.blob,
    objectName: held.objectName,
    contentType: held.format.contentType,
    accessToken: data.session.access_token,
    bucket,
    signal,
    onProgress,
    onRetrying,
  });
}
