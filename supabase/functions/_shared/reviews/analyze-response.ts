// POST /api/reviews/:id/analyze/:responseId: transcribe the recording when there is no
// transcription yet, analyse the answer, store both. The provider is called outside any
// transaction (it may take a minute), and nothing is stored unless every step succeeded.
import type { UserCaller } from '../auth.ts';
import { errorCodes } from '../contract/errors.ts';
import { reviewErrorMessages, type AiInsights, type ResponseAnalysis } from '../contract/reviews.ts';
import type { Tables } from '../database.types.ts';
import { asCaller } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { assertConfigured } from '../ai/ai-from-env.ts';
import { AiError, type InterviewAnalyst } from '../ai/interview-analyst.ts';
import { findReview } from './review-access.ts';
import { downloadResponseMedia } from './response-media.ts';

type AnswerRow = Pick<Tables<'responses'>, 'id' | 'response_text' | 'media_path' | 'transcription'> &
  Pick<Tables<'questions'>, 'response_format'> & { question_text: string };

const STATUS_OF_FAILURE = { not_configured: 503, provider: 502, timeout: 504, invalid_output: 502 } as const;

/** An AiError as the HTTP error the client shows after 'Failed to generate AI analysis: '. */
function httpErrorOf(error: unknown): unknown {
  if (!(error instanceof AiError)) return error;
  if (error.detail) console.warn(`AI analysis failed (${error.failure}): ${error.detail}`);
  return new HttpError(STATUS_OF_FAILURE[error.failure], error.message, {
    code: `ai_${error.failure}`,
    cause: error.cause ?? error,
  });
}

function responseNotFound(): HttpError {
  return new HttpError(404, reviewErrorMessages.responseNotFound, { code: errorCodes.notFound });
}

export async function analyzeResponse(
  user: UserCaller,
  accessToken: string,
  ids: { invitationId: string; responseId: string },
  analyst: InterviewAnalyst,
): Promise<ResponseAnalysis> {
  const { interviewTitle, answer } = await asCaller(user, async (tx) => {
    const review = await findReview(tx, ids.invitationId);
    const [row] = await tx<AnswerRow[]>`
      select r.id, r.response_text, r.media_path, r.transcription,
             q.text as question_text, q.response_format
      from public.responses r
      join public.questions q on q.id = r.question_id
      where r.id = ${ids.responseId} and r.invitation_id = ${ids.invitationId}`;
    if (!row) throw responseNotFound();
    return { interviewTitle: review.interview_title, answer: row };
  });

  let transcription = answer.transcription;
  let insights: AiInsights;
  try {
    assertConfigured(analyst);
    if (transcription === null && answer.media_path !== null) {
      const media = await downloadResponseMedia(accessToken, answer.media_path);
      transcription = await analyst.transcribe({
        bytes: media.bytes,
        fileName: answer.media_path.split('/').pop() ?? 'answer.webm',
        contentType: media.contentType,
      });
    }
    const said =
      answer.response_format === 'TEXT' ? answer.response_text : (transcription ?? answer.response_text);
    if (said === null) throw new HttpError(409, reviewErrorMessages.nothingToAnalyse);
    insights = await analyst.analyse({
      interviewTitle,
      question: answer.question_text,
      format: answer.response_format,
      answer: said,
    });
  } catch (error) {
    throw httpErrorOf(error);
  }

  const [stored] = await asCaller(
    user,
    (tx) => tx<{ analyzed_at: string }[]>`
      update public.responses
      set transcription = ${transcription}, ai_insights = ${tx.json(insights)}, analyzed_at = now()
      where id = ${ids.responseId} and invitation_id = ${ids.invitationId}
      returning analyzed_at`,
  );
  // The answer (or its invitation) was deleted while the provider was working.
  if (!stored) throw responseNotFound();
  return {
    response_id: ids.responseId,
    transcription,
    ai_insights: insights,
    analyzed_at: stored.analyzed_at,
  };
}
