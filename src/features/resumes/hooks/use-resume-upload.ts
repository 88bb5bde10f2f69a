import { useRef, useState } from 'react';
import { useCreateVideoResume } from '@/api/video-resumes/create-video-resume';
import { RESUME_UPLOAD_ERRORS, resumeUploadErrorText } from '@/features/resumes/hooks/resume-upload-error';
import { supabase } from '@/lib/supabase';
import { deleteRecording } from '@/media/recording-backup';
import type { RecordingFormat } from '@/media/recording-format';
import { uploadRecording } from '@/media/upload-recording';
import { resumeObjectName } from '@contract/video-resumes';

/** Spec §4: the upload step's states. */
export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error';

export interface ResumeUploadInput {
  blob: Blob;
  format: RecordingFormat;
  title: string;
  description: string;
  /** The recording's IndexedDB backup, dropped once the resume is saved. */
  backupKey: string;
}

/**
 * The upload step: the recording goes to Storage with TUS into `resumes/<user_id>/<file>`, then the
 * resume is saved. Try Again on the same recording resumes the same upload (same object name).
 * `retrying` is true while failed requests are being retried, so the screen can say so at once.
 */
export function useResumeUpload() {
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const objectNames = useRef(new WeakMap<Blob, string>());
  const createResume = useCreateVideoResume();

  const fail = (message: string) => {
    setError(message);
    setStatus('error');
  };

  async function upload({
    blob,
    format,
    title,
    description,
    backupKey,
  }: ResumeUploadInput): Promise<boolean> {
    setStatus('uploading');
    setError(null);
    setPercent(0);
    const { data } = await supabase.auth.getSession();
    const session = data.session;
    if (!session) {
      fail(RESUME_UPLOAD_ERRORS.sessionExpired);
      return false;
    }
    if (blob.size === 0) {
      fail(RESUME_UPLOAD_ERRORS.noRecording);
      return false;
    }
    let objectName = objectNames.current.get(blob);
    if (!objectName) {
      objectName = resumeObjectName(session.user.id, `${crypto.randomUUID()}.${format.extension}`);
      objectNames.current.set(blob, objectName);
    }
    try {
      await uploadRecording({
        blob,
        objectName,
        contentType: format.contentType,
        accessToken: session.access_token,
        bucket: 'resumes',
        onRetrying: setRetrying,
        onProgress: (sent, total) => setPercent(total > 0 ? Math.round((sent / total) * 100) : 0),
      });
    } catch (cause) {
      fail(resumeUploadErrorText(cause));
      return false;
    } finally {
      setRetrying(false);
    }
    try {
      await createResume.mutateAsync({ title, description, video_path: objectName, is_active: true });
    } catch (cause) {
      console.error('Saving the video resume failed', cause);
      fail(RESUME_UPLOAD_ERRORS.saveFailed);
      return false;
    }
    await deleteRecording(backupKey).catch((cause: unknown) =>
      console.warn('The saved recording could not be removed from the backup', cause),
    );
    setPercent(100);
    setStatus('success');
    return true;
  }

  return { status, percent, error, retrying, upload };
}
