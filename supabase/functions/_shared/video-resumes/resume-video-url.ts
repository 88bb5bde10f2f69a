// Playback of a video resume. The resumes bucket is private and a visitor of a public resume is
// anon, whom the bucket's policies rightly refuse; so the function, having decided that the caller
// may watch (active resume, or its owner), signs a short-lived URL with the project's secret key.
// Signed URLs serve byte ranges, so the player can seek, and need no header a <video> cannot send.
import { secretKey } from '../project-keys.ts';
import { publicStorageUrl, RESUMES_BUCKET, storageUrl } from '../storage.ts';

/** How long a signed URL plays: long enough for a resume and a second look, short enough to expire. */
export const RESUME_VIDEO_URL_TTL_SECONDS = 2 * 60 * 60;

const STORAGE_TIMEOUT_MS = 10_000;

export interface SignedVideoUrl {
  url: string;
  expiresAt: Date;
}

/** The object name as a URL path: each segment encoded, the slashes kept. */
function encodedObjectPath(name: string): string {
  return name.split('/').map(encodeURIComponent).join('/');
}

/**
 * A signed URL of `resumes/<videoPath>`, or null when Storage will not sign it (the recording is
 * missing, Storage is down): the page then says the video is unavailable rather than failing whole.
 */
export async function signResumeVideoUrl(videoPath: string): Promise<SignedVideoUrl | null> {
  const key = secretKey();
  const expiresAt = new Date(Date.now() + RESUME_VIDEO_URL_TTL_SECONDS * 1000);
  try {
    const response = await fetch(
      `${storageUrl}/object/sign/${RESUMES_BUCKET}/${encodedObjectPath(videoPath)}`,
      {
        method: 'POST',
        headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ expiresIn: RESUME_VIDEO_URL_TTL_SECONDS }),
        signal: AbortSignal.timeout(STORAGE_TIMEOUT_MS),
      },
    );
    if (!response.ok) {
      console.warn(
        `Storage would not sign resumes/${videoPath}: ${response.status} ${await response.text()}`,
      );
      return null;
    }
    const { signedURL } = (await response.json()) as { signedURL?: unknown };
    if (typeof signedURL !== 'string') return null;
    // The path in signedURL comes unencoded, as storage-js expects (it encodes the whole URL).
    return { url: encodeURI(`${publicStorageUrl}${signedURL}`), expiresAt };
  } catch (error) {
    console.warn(`Storage could not be reached to sign resumes/${videoPath}`, error);
    return null;
  }
}
