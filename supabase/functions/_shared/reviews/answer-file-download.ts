// GET /api/reviews/:id/answers/:responseId/file (issue #37 item 2): a FILE answer's upload for its
// reviewers. Read as the caller twice over: the review and the answer under row-level security,
// then the object through Storage with the caller's own token, where the answer-files policy
// decides again (a submitted file, blind review permitting). Served by the route table as an
// attachment (binary answers), with the type read from the bytes when the answer was saved.
import type { BinaryAnswer } from '../contract/api-route.ts';
import { errorCodes } from '../contract/errors.ts';
import { reviewErrorMessages } from '../contract/reviews.ts';
import type { UserCaller } from '../caller.ts';
import { asCaller } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { callerCredentials } from '../storage.ts';
import { readAnswerFile } from '../take/answer-file-check.ts';
import { findReview } from './review-access.ts';

interface AnswerFileRow {
  file_path: string | null;
  file_name: string | null;
  file_type: string | null;
}

function fileNotFound(): HttpError {
  return new HttpError(404, reviewErrorMessages.fileNotFound, { code: errorCodes.notFound });
}

export async function downloadAnswerFile(
  user: UserCaller,
  accessToken: string,
  invitationId: string,
  responseId: string,
): Promise<BinaryAnswer> {
  const file = await asCaller(user, async (tx) => {
    const review = await findReview(tx, invitationId);
    const [row] = await tx<AnswerFileRow[]>`
      select file_path, file_name, file_type from public.responses
      where id = ${responseId} and invitation_id = ${invitationId}`;
    if (!row?.file_path || !row.file_name || !row.file_type) throw fileNotFound();
    // A CV names its candidate: blind review hides it as it hides the original recording.
    if (review.anonymous) throw new HttpError(403, reviewErrorMessages.fileHidden, { code: '42501' });
    return { path: row.file_path, name: row.file_name, type: row.file_type };
  });
  const response = await readAnswerFile(callerCredentials(accessToken), file.path);
  if (!response.ok) {
    await response.body?.cancel();
    if (response.status === 400 || response.status === 404) throw fileNotFound();
    throw new HttpError(502, 'Could not read the file from storage; please try again', {
      cause: new Error(`Storage answered ${response.status}`),
    });
  }
  return {
    fileName: file.name,
    contentType: file.type,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}
