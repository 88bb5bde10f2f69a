// Playback of a video resume: a short-lived signed URL (byte ranges, so the player can seek; no
// header a <video> cannot send). The owner's own token signs their own recording, so the bucket's
// policies decide. A visitor of a public resume is anon or another user, whom the private bucket
// rightly refuses; for them the function, having decided that the resume is active, signs with the
// project's secret key: no token of the visitor's can do it.
import { signStoredObjects, type SignedObjectUrl } from '../signed-object-urls.ts';
import {
  callerCredentials,
  RESUMES_BUCKET,
  serviceCredentials,
  type StorageCredentials,
} from '../storage.ts';

/** How long a signed URL plays: long enough for a resume and a second look, short enough to expire. */
export const RESUME_VIDEO_URL_TTL_SECONDS = 2 * 60 * 60;

export type SignedVideoUrl = SignedObjectUrl;

/** Who signs: the owner's own access token, or null for a visitor (then the secret key). */
export type ResumeSigner = { ownerAccessToken: string } | null;

function credentialsOf(signer: ResumeSigner): StorageCredentials {
  return signer ? callerCredentials(signer.ownerAccessToken) : serviceCredentials();
}

/**
 * A signed URL of `resumes/<videoPath>`, or null when Storage will not sign it (the recording is
 * missing, Storage is down): the page then says the video is unavailable rather than failing whole.
 */
export async function signResumeVideoUrl(
  videoPath: string,
  signer: ResumeSigner,
): Promise<SignedVideoUrl | null> {
  try {
    const signed = await signStoredObjects(
      RESUMES_BUCKET,
      credentialsOf(signer),
      [videoPath],
      RESUME_VIDEO_URL_TTL_SECONDS,
    );
    const url = signed.get(videoPath) ?? null;
    if (!url) console.warn(`Storage would not sign resumes/${videoPath}`);
    return url;
  } catch (error) {
    console.warn(`Storage could not sign resumes/${videoPath}`, error);
    return null;
  }
}
