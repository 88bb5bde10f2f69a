import { useEffect, useState } from 'react';
import { loadRecording } from '@/media/recording-backup';
import type { RecordingFormat } from '@/media/recording-format';

/** A finished recording and the format to store it in. */
export interface ResumeTake {
  blob: Blob;
  format: RecordingFormat;
}

/**
 * A finished take left in the IndexedDB backup under `backupKey` by a reload, a crash or a closed
 * tab before its resume was saved (the upload deletes the backup), or null. `forget` stops offering
 * it; the backup itself goes when the upload succeeds or a new take starts under the same key.
 */
export function useSavedResumeTake(backupKey: string) {
  const [saved, setSaved] = useState<ResumeTake | null>(null);
  useEffect(() => {
    let active = true;
    loadRecording(backupKey).then(
      (stored) => {
        if (!active || !stored?.finished || !stored.contentType) return;
        const { contentType } = stored;
        setSaved({
          blob: stored.blob,
          format: {
            mimeType: stored.mimeType,
            contentType,
            extension: contentType.endsWith('mp4') ? 'mp4' : 'webm',
          },
        });
      },
      (error: unknown) => console.error('Failed to read the recording backup:', error),
    );
    return () => {
      active = false;
    };
  }, [backupKey]);
  return { saved, forget: () => setSaved(null) };
}
