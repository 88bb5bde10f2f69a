// Reviewing completed interviews (docs/product.md §7 Reviews). Every query runs as the caller and joins
// public.interviews, whose row-level security shows the members of a workspace its interviews (a
// REVIEWER: the COMPLETED and REVIEWED invitations, which they may analyse and mark reviewed) and
// an admin all of them; another workspace's review is simply not found (404).
import { NO_ACCOMMODATIONS, type Accommodations } from '../contract/accommodations.ts';
import { analystFromEnv, isConfigured, NO_AI_PROVIDER_ERROR } from '../ai/ai-from-env.ts';
import type { InterviewAnalyst } from '../ai/interview-analyst.ts';
import {
  aiInsightsSchema,
  type ChoiceAnswer,
  MEDIA_URL_TTL_SECONDS,
  reviewApi,
  reviewErrorMessages,
  type ReviewStatus,
} from '../contract/reviews.ts';
import { transcriptSegmentSchema, type ProcessingStatus } from '../contract/recordings.ts';
import type { Tables } from '../database.types.ts';
import { asCaller, asCallerReadOnly, type Transaction } from '../db.ts';
import { serverEnv } from '../env.ts';
import { HttpError } from '../http-error.ts';
import { readReviewPage } from '../reviews/review-page.ts';
import { findReview } from '../reviews/review-access.ts';
import { readReviewProgress } from '../reviews/review-progress.ts';
import { recordRecordingsServed, recordReviewOpened } from '../audit/record-access.ts';
import { signResponseMedia } from '../reviews/response-media.ts';
import { downloadAnswerFile } from '../reviews/answer-file-download.ts';
import {
  RECORDING_COLUMNS_SQL,
  signRecordings,
  type RecordingColumns,
} from '../recordings/signed-recordings.ts';
import {
  playablePrompts,
  readPromptRecordings,
  signPromptRecordings,
} from '../prompt-videos/prompt-recordings.ts';
import { interviewScope, scopedWorkspaces } from '../recruiter-scope.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { bearerTokenOf, callerCredentials } from '../storage.ts';

/** Only COMPLETED and REVIEWED invitations are listed, so completed_at is set. */

type ResponseRow = Pick<
  Tables<'responses'>,
  | 'id'
  | 'question_id'
  | 'response_text'
  | 'media_path'
  | 'transcription'
  | 'transcript_segments'
  | 'ai_insights'
  | 'analyzed_at'
  | 'analysis_status'
  | 'analysis_error'
  | 'knockout'
  | 'file_name'
  | 'file_type'
  | 'file_size'
> &
  Pick<Tables<'questions'>, 'order_number' | 'response_format' | 'prompt_video_id'> & {
    question_text: string;
    /** A CHOICE answer's options with the picked ones (choiceAnswerSql); null for any other. */
    choice: ChoiceAnswer | null;
  } & RecordingColumns;

const transcriptSegmentsSchema = transcriptSegmentSchema.array();

/**
 * A CHOICE answer as a ChoiceAnswer (json), for a response aliased `r` joined to its question `q`:
 * every option of the question in position order, marked picked when the answer holds its id;
 * null for any other answer. Row-level security shows a reviewer the options of the questions
 * they see.
 */
function choiceAnswerSql(tx: Transaction) {
  return tx`case when r.choice_option_ids is not null then jsonb_build_object(
      'multiple', q.multiple_choice,
      'knockout_action', q.knockout_action,
      'options', coalesce((select jsonb_agg(jsonb_build_object(
                             'id', o.id, 'label', o.label, 'knockout', o.knockout,
                             'picked', o.id = any (r.choice_option_ids)) order by o.position)
                           from public.question_options o where o.question_id = q.id), '[]'::jsonb))
    end`;
}

let analyst: InterviewAnalyst | undefined;
/** The AI provider, read from the environment on first use. */
function reviewAnalyst(): InterviewAnalyst {
  if (!analyst) {
    analyst = analystFromEnv(serverEnv.ai);
    console.info(`Answers are analysed by: ${analyst.name}`);
  }
  return analyst;
}

export const reviewRoutes = new RouteTable()
  .handle(reviewApi.list, requireRecruiter, async (c, { query }) => {
    const { page, page_size: pageSize } = query;
    const { counts, rows } = await asCallerReadOnly(c.var.user, async (tx) => {
      const scope = interviewScope(tx, await scopedWorkspaces(tx, query.workspace_id));
      return readReviewPage(tx, scope, { limit: pageSize, offset: (page - 1) * pageSize });
    });
    const total = counts.pending_review + counts.reviewed;
    return {
      reviews: rows,
      counts: { ...counts, total_completed: total },
      total,
      page,
      page_size: pageSize,
    };
  })

  .handle(reviewApi.progress, requireRecruiter, async (c, { params: { id } }) => ({
    responses: await asCaller(c.var.user, (tx) => readReviewProgress(tx, id)),
  }))

  .handle(reviewApi.detail, requireRecruiter, async (c, { params: { id }, query: { refetch } }) => {
    const accessToken = bearerTokenOf(c);
    // One transaction, the links signed inside it: the opening and the recordings it handed out
    // are recorded together, after the signing they report, or (Storage refusing) not at all.
    const { invitation, accommodations, responses, aiDeclined, knockedOutAt, signed, recordings, prompts } =
      await asCaller(c.var.user, async (tx) => {
        const invitation = await findReview(tx, id);
        const [settings] = await tx<
          (Accommodations & { ai_declined: boolean; knocked_out_at: string | null })[]
        >`
          select i.time_accommodation as time, i.extra_attempts, i.text_answers_allowed, i.knocked_out_at,
                 exists (select from public.interview_consents c
                         where c.invitation_id = i.id and not c.ai_analysis_allowed) as ai_declined
          from public.invitations i where i.id = ${id}`;
        const responses = await tx<ResponseRow[]>`
          select r.id, r.question_id, q.order_number, q.text as question_text, q.response_format,
                 r.response_text, r.media_path, r.transcription, r.transcript_segments, r.ai_insights,
                 r.analyzed_at, r.analysis_status, r.analysis_error, r.knockout,
                 r.file_name, r.file_type, r.file_size,
                 ${choiceAnswerSql(tx)} as choice, ${tx.unsafe(RECORDING_COLUMNS_SQL)}, q.prompt_video_id
          from public.responses r
          join public.questions q on q.id = r.question_id
          left join public.recording_media m on m.response_id = r.id
          where r.invitation_id = ${id}
          order by q.order_number`;
        // Blind: no original recording and no picture, only each recording's speech track.
        const blind = invitation.anonymous;
        const promptColumns = await readPromptRecordings(
          tx,
          responses.flatMap((r) => (r.prompt_video_id ? [r.prompt_video_id] : [])),
        );
        const [signed, recordings, prompts] = await Promise.all([
          signResponseMedia(
            accessToken,
            blind ? [] : responses.flatMap((r) => (r.media_path ? [r.media_path] : [])),
            MEDIA_URL_TTL_SECONDS,
          ),
          signRecordings(callerCredentials(accessToken), responses, MEDIA_URL_TTL_SECONDS, {
            audioOnly: blind,
          }),
          // The recruiter's own clip: blind review hides the candidate, not the question.
          signPromptRecordings(callerCredentials(accessToken), promptColumns).then(playablePrompts),
        ]);
        await recordReviewOpened(tx, id, { refetch });
        // The audit trail records the recordings the api hands out, where it hands them out: a
        // browser's report of a play could be left out by whoever downloads the links instead.
        const served = responses.flatMap((r, index) =>
          (r.media_path && signed.has(r.media_path)) || (recordings[index]?.sources.length ?? 0) > 0
            ? [r.id]
            : [],
        );
        if (served.length > 0) await recordRecordingsServed(tx, id, served);
        const accommodations: Accommodations = settings
          ? {
              time: settings.time,
              extra_attempts: settings.extra_attempts,
              text_answers_allowed: settings.text_answers_allowed,
            }
          : NO_ACCOMMODATIONS;
        return {
          invitation,
          accommodations,
          responses,
          aiDeclined: settings?.ai_declined === true,
          knockedOutAt: settings?.knocked_out_at ?? null,
          signed,
          recordings,
          prompts,
        };
      });
    const blind = invitation.anonymous;
    return {
      invitation: {
        id: invitation.id,
        first_name: invitation.first_name,
        last_name: invitation.last_name,
        email: invitation.email,
        candidate_number: invitation.candidate_number,
        anonymous: invitation.anonymous,
        interview_id: invitation.interview_id,
        interview_title: invitation.interview_title,
        interview_language: invitation.interview_language,
        status: invitation.status satisfies ReviewStatus,
        completed_at: invitation.completed_at,
        reviewed_at: invitation.reviewed_at,
        accommodations,
        knocked_out_at: knockedOutAt,
        // The interview ends at its knockout answer: the last answered question that knocks out and ENDs.
        knocked_out_question: knockedOutAt
          ? (responses.findLast((r) => r.knockout && r.choice?.knockout_action === 'END')?.order_number ??
            null)
          : null,
      },
      ai_configured: isConfigured(reviewAnalyst()),
      ai_analysis_declined: aiDeclined,
      responses: responses.map((r, index) => {
        const media = r.media_path ? signed.get(r.media_path) : undefined;
        return {
          id: r.id,
          question_id: r.question_id,
          order_number: r.order_number,
          question_text: r.question_text,
          response_format: r.response_format,
          response_text: r.response_text,
          // Blind: the original's storage name is left out too; with it one could sign the video.
          media_path: blind ? null : r.media_path,
          media_url: media?.url ?? null,
          media_url_expires_at: media?.expiresAt ?? null,
          transcription: r.transcription,
          transcript_segments: transcriptSegmentsSchema.safeParse(r.transcript_segments).data ?? null,
          // An analysis stored in another shape (by hand, by an older version) is as good as none.
          ai_insights: aiInsightsSchema.safeParse(r.ai_insights).data ?? null,
          analyzed_at: r.analyzed_at,
          recording: recordings[index] ?? null,
          analysis_status: r.analysis_status,
          analysis_error: r.analysis_error,
          choice: r.choice,
          knockout: r.knockout,
          // Blind: a file's name may name the candidate, and the file is not served.
          file:
            r.file_type && r.file_size
              ? {
                  name: blind ? null : r.file_name,
                  type: r.file_type,
                  size: r.file_size,
                  downloadable: !blind,
                }
              : null,
          question_prompt: (r.prompt_video_id && prompts.get(r.prompt_video_id)) || null,
        };
      }),
    };
  })

  .handle(reviewApi.file, requireRecruiter, (c, { params: { id, responseId } }) =>
    downloadAnswerFile(c.var.user, bearerTokenOf(c), id, responseId),
  )

  // Generate, Regenerate and Retry queue the worker's job (request_answer_analysis checks the
  // caller and the interview's state); without a provider there is nothing to queue.
  .handle(reviewApi.analyze, requireRecruiter, async (c, { params: { id, responseId } }) => {
    if (!isConfigured(reviewAnalyst())) {
      throw new HttpError(503, NO_AI_PROVIDER_ERROR, { code: 'ai_not_configured' });
    }
    const [row] = await asCaller(c.var.user, async (tx) => {
      await findReview(tx, id);
      return tx<{ analysis_status: ProcessingStatus }[]>`
        select public.request_answer_analysis(${id}, ${responseId}) as analysis_status`;
    });
    if (!row) throw new Error('request_answer_analysis answered no row');
    return { response_id: responseId, analysis_status: row.analysis_status };
  })

  // COMPLETED → REVIEWED only; the status trigger stamps reviewed_at.
  .handle(reviewApi.complete, requireRecruiter, async (c, { params: { id } }) => {
    const reviewed = await asCaller(c.var.user, async (tx) => {
      const review = await findReview(tx, id, { lock: true });
      if (review.status === 'REVIEWED') {
        throw new HttpError(409, reviewErrorMessages.alreadyReviewed, { code: '55000' });
      }
      const [row] = await tx<{ reviewed_at: string }[]>`
        update public.invitations set status = 'REVIEWED' where id = ${id} returning reviewed_at`;
      return row;
    });
    if (!reviewed) throw new HttpError(500, 'The invitation was not updated');
    return { id, status: 'REVIEWED' as const, reviewed_at: reviewed.reviewed_at };
  });
