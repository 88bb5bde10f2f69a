// Taking an interview by its invite token (docs/product.md §7 Interview taking). Every step is one of the
// security definer token functions (supabase/schemas/60-take.sql), called as the caller: they check
// token, status, expiry and who is calling, and raise SQLSTATEs the error handler maps to HTTP
// (P0002 404, 42501 403, 28000 401, 22023 400, 55000 409). Each call is one transaction, so a
// refused answer writes nothing.
//
// Recordings are not uploaded through this function: the browser sends them to Storage with TUS
// (responses/<invitation_id>/<question_id>/<take>.webm, the bucket's policies decide), then names
// the stored object in POST /responses; docs/product.md §7's POST /api/upload/response has no place here.
// The takes a retake replaced, and before completing every take not submitted, are removed. A FILE
// question's upload goes the same way to the answer-files bucket; its type is read from its bytes
// here before it is saved (take/answer-file-check.ts).
import postgres from 'postgres';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../auth.ts';
import type { UserCaller } from '../caller.ts';
import { errorCodes } from '../contract/errors.ts';
import type { Accommodations } from '../contract/accommodations.ts';
import { takeErrorMessages } from '../contract/take-messages.ts';
import type { CandidateRequestSummary } from '../contract/candidate-requests.ts';
import type { Consent } from '../contract/consent.ts';
import {
  takeApi,
  type SubmittedResponse,
  type TakeAvailability,
  type TakeAnswer,
  type TakeInterviewInfo,
  type TakeQuestion,
} from '../contract/take.ts';
import type { Tables } from '../database.types.ts';
import { asCaller, isoTimestamp, type Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { RouteTable } from '../route-table.ts';
import { bearerTokenOf, removeStoredObjects, RESPONSES_BUCKET, serviceCredentials } from '../storage.ts';
import { ANSWER_FILES_BUCKET_ID } from '../contract/answer-files.ts';
import { checkAnswerFile } from '../take/answer-file-check.ts';
import {
  removeTakes,
  takesNotSubmitted,
  takesReplacedBy,
  type BucketObjects,
} from '../take/discarded-takes.ts';
import { workspaceLogoUrl } from '../workspaces/workspace-logo-url.ts';
import { takeVideoPrompts } from '../prompt-videos/take-prompts.ts';

function interviewNotFound(): HttpError {
  return new HttpError(404, takeErrorMessages.notFound, { code: errorCodes.notFound });
}

/**
 * The `:token` param is checked for shape before any SQL. A malformed token answers the same 404
 * as an unknown, expired or cancelled one (not validate()'s 400), so nothing tells them apart.
 */
const tokenChecked = { invalidParams: interviewNotFound };

/** What get_interview_by_token returns (jsonb; expires_at as Postgres prints a timestamptz). */
interface TokenInterview {
  invitation_id: string;
  status: Tables<'invitations'>['status'];
  availability: TakeAvailability;
  first_name: string;
  expires_at: string;
  bound_to_caller: boolean | null;
  knocked_out: boolean | null;
  practice_question: boolean;
  accommodations: Accommodations;
  contact: { name: string; email: string } | null;
  requests: (Omit<CandidateRequestSummary, 'requested_at' | 'decided_at' | 'new_deadline'> & {
    requested_at: string;
    decided_at: string | null;
    new_deadline: string | null;
  })[];
  interview: TakeInterviewInfo;
  workspace: Pick<Tables<'workspaces'>, 'name' | 'logo_path' | 'brand_color'>;
  questions: TakeQuestion[];
  answers: TakeAnswer[];
}

/** What get_take_notice returns (consented_at as Postgres prints a timestamptz). */
interface TokenNotice {
  notice_version: string;
  retention_days: number;
  consent: Consent | null;
}

function readByToken(caller: AppEnv['Variables']['caller'], token: string): Promise<TokenInterview> {
  return asCaller(caller, async (tx) => {
    const [row] = await tx<{ result: TokenInterview }[]>`
      select public.get_interview_by_token(${token}) as result`;
    if (!row?.result) throw interviewNotFound();
    return row.result;
  });
}

/**
 * The link's interview and its notice, read in one statement, which also stamps the link's first
 * opening (the insights' funnel): only this GET opens the link.
 */
function readWithNotice(
  caller: AppEnv['Variables']['caller'],
  token: string,
): Promise<{ found: TokenInterview; notice: TokenNotice }> {
  return asCaller(caller, async (tx) => {
    const [row] = await tx<{ found: TokenInterview | null; notice: TokenNotice | null }[]>`
      select public.get_interview_by_token(${token}) as found, public.get_take_notice(${token}) as notice,
             public.note_link_opened(${token})`;
    if (!row?.found || !row.notice) throw interviewNotFound();
    return { found: row.found, notice: row.notice };
  });
}

function consentOf(row: Consent): Consent {
  return { ...row, consented_at: isoTimestamp(row.consented_at) };
}

function isPostgresError(error: unknown, sqlState: string): boolean {
  return error instanceof postgres.PostgresError && error.code === sqlState;
}

/**
 * submit_answer and complete_interview refuse an invitation that is not bound to the caller with
 * 42501. For an interview nobody has started yet (PENDING) the useful answer is "start it first",
 * so such a refusal becomes 409; a started or finished one stays 403. (A PENDING invitation bound
 * to another account at registration also gets the 409; its start then answers 403.) The status
 * is what the token shows anyone (GET answers it too), so this reveals nothing new.
 */
async function refuseUnstarted(user: UserCaller, token: string, error: unknown): Promise<never> {
  if (isPostgresError(error, '42501')) {
    const status = await readByToken(user, token).then(
      (interview) => interview.status,
      () => undefined,
    );
    if (status === 'PENDING') {
      throw new HttpError(409, takeErrorMessages.notStarted, { code: '55000', cause: error });
    }
  }
  throw error;
}

/**
 * Before completing: removes the bound candidate's takes that are not a submitted answer, so the
 * recruiter's bucket holds the submitted takes alone (complete_interview refuses otherwise).
 */
async function removeDiscardedTakes(user: UserCaller, accessToken: string, token: string): Promise<void> {
  const found = await readByToken(user, token).catch(() => undefined);
  if (!found || found.status !== 'STARTED' || found.bound_to_caller !== true) return;
  const discarded = await asCaller(user, (tx) =>
    takesNotSubmitted(tx, found.invitation_id, submittedObjects(found.answers)),
  );
  await removeTakes(accessToken, discarded);
}

/**
 * The bound candidate's takes that are not a submitted answer, listed in `tx` as the caller while
 * the invitation is STARTED (the storage policies show the candidate nothing once it is not).
 */
async function discardedTakesIn(tx: Transaction, token: string): Promise<BucketObjects[]> {
  const [row] = await tx<{ result: TokenInterview | null }[]>`
    select public.get_interview_by_token(${token}) as result`;
  const found = row?.result;
  if (!found || found.status !== 'STARTED' || found.bound_to_caller !== true) return [];
  return takesNotSubmitted(tx, found.invitation_id, submittedObjects(found.answers));
}

/** The recordings and files of the saved answers. */
function submittedObjects(answers: readonly TakeAnswer[]): string[] {
  return answers.flatMap((answer) => [answer.media_path, answer.file_path].filter((path) => path !== null));
}

export const takeRoutes = new RouteTable()
  // The welcome and interview steps, for anyone holding the token. Finished interviews (COMPLETED,
  // REVIEWED) answer like unknown ones: the link no longer opens anything. Except to the candidate
  // a knockout answer stopped: their link keeps saying so (COMPLETED, knocked_out, no questions).
  .handle(
    takeApi.get,
    null,
    async (c, { params: { token } }) => {
      const { found, notice } = await readWithNotice(c.var.caller, token);
      const knockedOut = found.knocked_out === true;
      const status = knockedOut
        ? ('COMPLETED' as const)
        : found.status === 'PENDING' || found.status === 'STARTED'
          ? found.status
          : null;
      if (status === null) throw interviewNotFound();
      const { interview, workspace, questions, answers } = found;
      const accessToken = c.var.caller.role === 'authenticated' ? bearerTokenOf(c) : null;
      const orNull = (value: string | null) => (value === null ? null : isoTimestamp(value));
      return {
        invitation_id: found.invitation_id,
        status,
        availability: found.availability,
        first_name: found.first_name,
        expires_at: isoTimestamp(found.expires_at),
        // The SQL answers null, not false, for anon on a bound invitation (candidate_id = null).
        bound_to_caller: found.bound_to_caller === true,
        knocked_out: knockedOut,
        practice_question: found.practice_question,
        accommodations: found.accommodations,
        contact: found.contact,
        requests: found.requests.map((request) => ({
          kind: request.kind,
          status: request.status,
          requested_at: isoTimestamp(request.requested_at),
          decided_at: orNull(request.decided_at),
          new_deadline: orNull(request.new_deadline),
        })),
        interview: {
          id: interview.id,
          title: interview.title,
          description: interview.description,
          welcome_video_url: interview.welcome_video_url,
          status: interview.status,
          company_name: interview.company_name,
          language: interview.language,
        },
        workspace: {
          name: workspace.name,
          logo_url: workspaceLogoUrl(workspace.logo_path),
          brand_color: workspace.brand_color,
        },
        notice: {
          version: notice.notice_version,
          retention_days: notice.retention_days,
          consent: notice.consent ? consentOf(notice.consent) : null,
        },
        questions: questions.map((q) => ({
          id: q.id,
          order_number: q.order_number,
          text: q.text,
          response_format: q.response_format,
          time_limit_seconds: q.time_limit_seconds,
          thinking_seconds: q.thinking_seconds,
          max_attempts: q.max_attempts,
          multiple_choice: q.multiple_choice,
          options: q.options.map((option) => ({ id: option.id, label: option.label })),
        })),
        answers: answers.map((a) => ({
          question_id: a.question_id,
          attempts: a.attempts,
          response_text: a.response_text,
          media_path: a.media_path,
          take: a.take,
          choice_option_ids: a.choice_option_ids,
          file_path: a.file_path,
          file_name: a.file_name,
        })),
        // Issue #37 item 3, signed for the bound candidate only.
        video_prompts: await takeVideoPrompts(
          c.var.caller,
          found.bound_to_caller === true ? accessToken : null,
          token,
        ),
      };
    },
    tokenChecked,
  )

  // The notice agreed to, with the AI choice and the language it was read in (without one, the
  // interview's); again (before completing) replaces the choice and the language.
  .handle(
    takeApi.consent,
    requireUser,
    async (c, { params: { token }, body }) => {
      const consent = await asCaller(c.var.user, async (tx) => {
        const [row] = await tx<{ result: Consent }[]>`
          select public.give_consent(${token}, ${body.notice_version}, ${body.ai_analysis_allowed},
                                     ${body.locale ?? null}::public.locale) as result`;
        if (!row?.result) throw interviewNotFound();
        return row.result;
      });
      return consentOf(consent);
    },
    tokenChecked,
  )

  // PENDING → STARTED, bound to the caller who consented; again by the same candidate is a no-op.
  .handle(
    takeApi.start,
    requireUser,
    async (c, { params: { token } }) => {
      const invitationId = await asCaller(c.var.user, async (tx) => {
        const [row] = await tx<{ invitation_id: string }[]>`
        select public.start_interview(${token}) as invitation_id`;
        if (!row) throw interviewNotFound();
        return row.invitation_id;
      });
      return { invitation_id: invitationId, status: 'STARTED' as const };
    },
    tokenChecked,
  )

  // One answer: saved, kept (the identical answer again) or replaced by a retake (3 attempts). A
  // knockout pick of a question that ends the interview completes it (knocked_out).
  .handle(
    takeApi.submit,
    requireUser,
    async (c, { params: { token }, body }) => {
      const user = c.var.user;
      const accessToken = bearerTokenOf(c);
      const optionIds = body.option_ids ?? null;
      const { saved, replaced, discarded } = await asCaller(user, async (tx) => {
        // A pick may end the interview, after which the candidate can no longer list their takes:
        // the ones that are no answer are listed first, as the caller, to go if it does.
        const discarded = optionIds ? await discardedTakesIn(tx, token) : [];
        const file = body.file ? await checkAnswerFile(tx, accessToken, body.file) : null;
        const [row] = await tx<{ result: SubmittedResponse & { media_path: string | null } }[]>`
        select public.submit_answer(${token}, ${body.question_id}::uuid,
                                    ${body.response_text ?? null}::text,
                                    ${body.response_content_url ?? null}::text,
                                    ${optionIds}::uuid[],
                                    ${file?.path ?? null}::text, ${file?.name ?? null}::text,
                                    ${file?.type ?? null}::text, ${file?.size ?? null}::integer,
                                    ${file?.version ?? null}::text) as result`;
        if (!row) throw interviewNotFound();
        const { media_path: mediaPath, file_path: filePath } = row.result;
        const replaced = mediaPath
          ? await takesReplacedBy(tx, RESPONSES_BUCKET, mediaPath)
          : filePath
            ? await takesReplacedBy(tx, ANSWER_FILES_BUCKET_ID, filePath)
            : null;
        return { saved: row.result, replaced: replaced ? [replaced] : [], discarded };
      }).catch((error: unknown) => refuseUnstarted(user, token, error));
      // The answer is saved either way; a take left behind here goes before completing.
      await removeTakes(accessToken, replaced).catch((error: unknown) =>
        console.warn('Could not remove the takes a retake replaced', error),
      );
      if (saved.knocked_out) {
        // The knockout completed the interview, so there is no completing to remove them before,
        // and the candidate's own token may no longer remove anything of it (the bucket's policy
        // wants it STARTED): the secret key removes what was listed as theirs above. Best effort:
        // the answer stands either way.
        for (const { bucket, names } of discarded) {
          await removeStoredObjects(bucket, serviceCredentials(), names).catch((error: unknown) =>
            console.warn('Could not remove the discarded takes of a knocked-out interview', error),
          );
        }
      }
      return {
        id: saved.id,
        question_id: saved.question_id,
        attempts: saved.attempts,
        take: saved.take,
        choice_option_ids: saved.choice_option_ids,
        file_path: saved.file_path,
        file_name: saved.file_name,
        knocked_out: saved.knocked_out,
      };
    },
    tokenChecked,
  )

  // STARTED → COMPLETED once every question has an answer; again by the same candidate is a no-op.
  .handle(
    takeApi.complete,
    requireUser,
    async (c, { params: { token } }) => {
      const user = c.var.user;
      await removeDiscardedTakes(user, bearerTokenOf(c), token);
      await asCaller(user, async (tx) => {
        await tx`select public.complete_interview(${token})`;
      }).catch((error: unknown) => refuseUnstarted(user, token, error));
      return { status: 'COMPLETED' as const };
    },
    tokenChecked,
  );
