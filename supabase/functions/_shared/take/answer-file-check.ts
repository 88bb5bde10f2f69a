// A FILE question's upload, checked before it is saved as the answer (issue #37 item 2). The
// candidate uploaded it straight to Storage, naming its type themselves, so the api reads the
// object back as the candidate (the bucket's policy lets them read their own upload while the
// invitation is STARTED) and decides its type from the bytes. One that is none of the four, or
// larger than the cap, is removed and refused; one that is, is saved with the version of the object
// that was read, so a file replaced meanwhile is not the one saved (submit_answer compares them).
import {
  ANSWER_FILE_MAX_BYTES,
  ANSWER_FILES_BUCKET_ID,
  sanitiseAnswerFileName,
  type AnswerFileType,
} from '../contract/answer-files.ts';
import { errorCodes } from '../contract/errors.ts';
import { takeErrorMessages } from '../contract/take-messages.ts';
import type { Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { callerCredentials, removeStoredObjects, storageUrl, type StorageCredentials } from '../storage.ts';
import { sniffAnswerFileType } from './file-type.ts';

const STORAGE_TIMEOUT_MS = 30_000;

/** What submit_answer is told of a checked upload. */
export interface CheckedAnswerFile {
  path: string;
  name: string | null;
  type: AnswerFileType | null;
  size: number | null;
  /** storage.objects.version as read; null when the caller sees no such object (submit_answer says why). */
  version: string | null;
}

/** The object's URL in the Storage API, each path segment encoded. */
function answerFileUrl(path: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${storageUrl}/object/authenticated/${ANSWER_FILES_BUCKET_ID}/${encoded}`;
}

/** The object's bytes read through the Storage API with `credentials` (502 when Storage fails). */
export async function readAnswerFile(credentials: StorageCredentials, path: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(answerFileUrl(path), {
      headers: { apikey: credentials.apikey, authorization: `Bearer ${credentials.bearer}` },
      signal: AbortSignal.timeout(STORAGE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new HttpError(502, 'Could not read the file from storage; please try again', { cause: error });
  }
  return response;
}

/**
 * Removes a refused upload and refuses it (400). Should Storage not remove it now, the candidate's
 * next completion removes it with their other discarded uploads.
 */
async function discard(credentials: StorageCredentials, path: string, message: string): Promise<never> {
  await removeStoredObjects(ANSWER_FILES_BUCKET_ID, credentials, [path]).catch((error: unknown) =>
    console.warn('Could not remove a refused file answer', error),
  );
  throw new HttpError(400, message, { code: errorCodes.invalidInput });
}

/**
 * Reads the upload named `path` as the candidate (`tx` as the caller, `accessToken` theirs) and
 * answers what to save; a file too large or of another type is removed and refused (400).
 */
export async function checkAnswerFile(
  tx: Transaction,
  accessToken: string,
  file: { path: string; name: string },
): Promise<CheckedAnswerFile> {
  const [row] = await tx<{ version: string | null }[]>`
    select version from storage.objects where bucket_id = ${ANSWER_FILES_BUCKET_ID} and name = ${file.path}`;
  if (!row) return { path: file.path, name: null, type: null, size: null, version: null };
  const credentials = callerCredentials(accessToken);
  const response = await readAnswerFile(credentials, file.path);
  if (!response.ok) {
    await response.body?.cancel();
    throw new HttpError(502, 'Could not read the file from storage; please try again', {
      cause: new Error(`Storage answered ${response.status}`),
    });
  }
  if (Number(response.headers.get('content-length') ?? 0) > ANSWER_FILE_MAX_BYTES) {
    await response.body?.cancel();
    return discard(credentials, file.path, takeErrorMessages.answerFileTooLarge);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > ANSWER_FILE_MAX_BYTES)
    return discard(credentials, file.path, takeErrorMessages.answerFileTooLarge);
  const type = sniffAnswerFileType(bytes);
  if (type === null) return discard(credentials, file.path, takeErrorMessages.notAnswerFile);
  return {
    path: file.path,
    name: sanitiseAnswerFileName(file.name, type),
    type,
    size: bytes.length,
    version: row.version,
  };
}
