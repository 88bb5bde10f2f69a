// What analyse_answer reads and writes of an answer, as the worker (postgres, the tables' owner: the
// analysis state columns are the worker's alone). Each write after the work only lands while the
// answer is still PROCESSING, so a Regenerate asked for meanwhile (back to QUEUED, a new job) is
// not overwritten by the older result.
import type postgres from 'postgres';
import type { AiInsights } from '#contract/reviews';
import type { CompetencyToJudge } from '#backend/ai/interview-analyst';
import type { ResponseFormat } from '#contract/interviews';
import type { Locale } from '#contract/locale-tags';
import type { ProcessingStatus, TranscriptSegment } from '#contract/recordings';

export interface AnswerToWorkOn {
  id: string;
  interview_title: string;
  /** The interview's language: transcription is told it, and quotes stay in the answer's. */
  interview_language: Locale;
  /** The workspace's language: the analysis's prose is written in it. */
  workspace_language: Locale;
  question: string;
  response_format: ResponseFormat;
  response_text: string | null;
  media_path: string | null;
  transcription: string | null;
  transcript_segments: TranscriptSegment[] | null;
  has_insights: boolean;
  /** The candidate declined AI analysis in the notice: nothing of theirs goes to the provider. */
  ai_declined: boolean;
  analysis_status: ProcessingStatus | null;
  /** Its recording_media row, when it has a recording. */
  recording_status: ProcessingStatus | null;
  recording_error: string | null;
  speech_path: string | null;
}

/** The scorecard competencies the answer's question is linked to, in scorecard order. */
export async function competenciesOf(sql: postgres.Sql, responseId: string): Promise<CompetencyToJudge[]> {
  return sql<CompetencyToJudge[]>`
    select c.id, c.name, c.description, c.anchors
    from public.responses r
    join public.question_competencies qc on qc.question_id = r.question_id
    join public.scorecard_competencies c on c.id = qc.competency_id
    where r.id = ${responseId}
    order by c.position`;
}

export async function readAnswer(sql: postgres.Sql, responseId: string): Promise<AnswerToWorkOn | undefined> {
  const [row] = await sql<AnswerToWorkOn[]>`
    select r.id, i.title as interview_title, i.language as interview_language,
           w.language as workspace_language, q.text as question, q.response_format,
           r.response_text, r.media_path, r.transcription, r.transcript_segments,
           r.ai_insights is not null as has_insights, r.analysis_status,
           exists (select from public.interview_consents c
                   where c.invitation_id = r.invitation_id and not c.ai_analysis_allowed) as ai_declined,
           m.status as recording_status, m.error as recording_error, m.speech_path
    from public.responses r
    join public.questions q on q.id = r.question_id
    join public.invitations inv on inv.id = r.invitation_id
    join public.interviews i on i.id = inv.interview_id
    join public.workspaces w on w.id = i.workspace_id
    left join public.recording_media m on m.response_id = r.id
    where r.id = ${responseId}`;
  return row;
}

/** PROCESSING from any state but READY-with-insights (which the task has already left alone). */
export async function markProcessing(sql: postgres.Sql, responseId: string): Promise<void> {
  await sql`update public.responses set analysis_status = 'PROCESSING', analysis_error = null
            where id = ${responseId}`;
}

/** Back to QUEUED while the job waits: for its recording, a retry, or the provider's Retry-After. */
export async function markQueued(sql: postgres.Sql, responseId: string): Promise<void> {
  await sql`update public.responses set analysis_status = 'QUEUED'
            where id = ${responseId} and analysis_status = 'PROCESSING'`;
}

export async function markFailed(sql: postgres.Sql, responseId: string, reason: string): Promise<void> {
  await sql`update public.responses set analysis_status = 'FAILED', analysis_error = ${reason.slice(0, 2000)}
            where id = ${responseId} and analysis_status = 'PROCESSING'`;
}

/** The whole result in one UPDATE: what was said, its times, the analysis, READY. */
export async function storeAnalysis(
  sql: postgres.Sql,
  responseId: string,
  result: { transcription: string | null; segments: TranscriptSegment[] | null; insights: AiInsights },
): Promise<void> {
  await sql`
    update public.responses
    set transcription = ${result.transcription},
        transcript_segments = ${result.segments === null ? null : sql.json(result.segments)},
        ai_insights = ${sql.json(result.insights)},
        analyzed_at = now(),
        analysis_status = 'READY',
        analysis_error = null
    where id = ${responseId} and analysis_status = 'PROCESSING'`;
}
