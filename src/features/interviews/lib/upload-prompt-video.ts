// Stores a recruiter's clip in the prompt-videos bucket with the same resumable (TUS) upload the
// candidate's answers use, under a fresh name in the workspace's folder; the name to send to
// POST /api/prompt-videos.
import { supabaseAuth } from '@/lib/supabase';
import type { RecordingContentType } from '@/media/recording-format';
import { uploadRecording } from '@/media/upload-recording';
import { PROMPT_VIDEOS_BUCKET_ID, promptVideoObjectName } from '#contract/prompt-videos';

/** The clip types the bucket and the worker take that a browser records or a file usually is. */
const EXTENSIONS: Partial<Record<string, 'webm' | 'mp4'>> = {
  'video/webm': 'webm',
  'video/mp4': 'mp4',
};

/** The plain content type of a clip (recorded or chosen), or null for one the bucket refuses. */
export function clipContentType(type: string): RecordingContentType | null {
  const plain = type.split(';')[0]?.trim() ?? '';
  return plain === 'video/webm' || plain === 'video/mp4' ? plain : null;
}

export async function uploadPromptVideo(
  workspaceId: string,
  clip: Blob,
  contentType: RecordingContentType,
  onPercent: (percent: number) => void,
  texts: { signedOut: string },
): Promise<string> {
  const { data } = await supabaseAuth.getSession();
  if (!data.session) throw new Error(texts.signedOut);
  const objectName = promptVideoObjectName(workspaceId, EXTENSIONS[contentType] ?? 'webm');
  await uploadRecording({
    blob: clip,
    objectName,
    contentType,
    accessToken: data.session.access_token,
    bucket: PROMPT_VIDEOS_BUCKET_ID,
    onProgress: (sent, total) => onPercent(total > 0 ? Math.round((sent / total) * 100) : 0),
  });
  return objectName;
}
