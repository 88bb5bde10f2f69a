// The shared page's answer, from what public.open_review_share returned: the candidate's label,
// the workspace's brand and each answer with its recording signed for a short while.
import type { Locale } from '../contract/locale-tags.ts';
import type { Recording } from '../contract/recordings.ts';
import type { ResponseFormat } from '../contract/interviews.ts';
import { SHARED_MEDIA_TTL_SECONDS, type SharedReview } from '../contract/shares.ts';
import { transcriptSegmentSchema } from '../contract/recordings.ts';
import { asService, isoTimestamp } from '../db.ts';
import { signRecordings } from '../recordings/signed-recordings.ts';
import { serviceCredentials } from '../storage.ts';
import { workspaceLogoUrl } from '../workspaces/workspace-logo-url.ts';

interface OpenedAnswer {
  order_number: number;
  question_text: string;
  response_format: ResponseFormat;
  response_text: string | null;
  transcription: string | null;
  transcript_segments: unknown;
  recording_ready: boolean | null;
  duration_seconds: number | null;
  has_video: boolean | null;
  seekable_path: string | null;
  playback_path: string | null;
  poster_path: string | null;
  /** Only in a blind interview, whose page plays the speech track alone. */
  speech_path: string | null;
}

/** What public.open_review_share answers (jsonb). */
export interface OpenedShare {
  invitation_id: string;
  expires_at: string;
  anonymous_review: boolean;
  candidate_number: number;
  candidate_name: string | null;
  interview_title: string;
  interview_language: Locale;
  workspace: { name: string; logo_path: string | null; brand_color: string | null };
  answers: OpenedAnswer[];
}

const segmentsSchema = transcriptSegmentSchema.array();

/**
 * The READY renditions of the answers, signed for a short while: in a blind interview the speech
 * track alone (no poster, no video). The viewer has no account and so no storage rights;
 * open_review_share has just checked the token and chosen these names, so the server signs them
 * with the secret key.
 */
async function sharedRecordings(answers: OpenedAnswer[], audioOnly: boolean): Promise<(Recording | null)[]> {
  const recordings = await signRecordings(
    serviceCredentials(),
    answers.map((a) => ({
      recording_status: a.recording_ready ? 'READY' : null,
      recording_error: null,
      duration_seconds: a.duration_seconds,
      has_video: a.has_video,
      seekable_path: a.seekable_path,
      playback_path: a.playback_path,
      poster_path: a.poster_path,
      speech_path: a.speech_path,
    })),
    SHARED_MEDIA_TTL_SECONDS,
    { audioOnly },
  );
  return recordings.map((r) => (r && r.sources.length > 0 ? r : null));
}

type SharedChoice = NonNullable<SharedReview['answers'][number]['choice']>;

/**
 * The choice answers of the shared invitation (issue #37), by question order number: open_review_share
 * predates them and answers neither the options nor the knockout flag. The viewer has no account,
 * so, as with the recordings, the server reads them for the invitation the token just opened, and
 * only the labels, the picks and the knockout flags.
 */
async function sharedChoices(
  invitationId: string,
): Promise<Map<number, { choice: SharedChoice; knockout: boolean }>> {
  const rows = await asService(
    (tx) => tx<{ order_number: number; knockout: boolean; choice: SharedChoice }[]>`
      select q.order_number, r.knockout,
             jsonb_build_object(
               'multiple', q.multiple_choice,
               'options', coalesce((select jsonb_agg(jsonb_build_object(
                                       'label', o.label, 'knockout', o.knockout,
                                       'picked', o.id = any (r.choice_option_ids)) order by o.position)
                                    from public.question_options o where o.question_id = q.id), '[]'::jsonb)
             ) as choice
      from public.responses r join public.questions q on q.id = r.question_id
      where r.invitation_id = ${invitationId} and r.choice_option_ids is not null`,
  );
  return new Map(rows.map((row) => [row.order_number, { choice: row.choice, knockout: row.knockout }]));
}

export async function sharedReviewOf(opened: OpenedShare): Promise<SharedReview> {
  const [recordings, choices] = await Promise.all([
    sharedRecordings(opened.answers, opened.anonymous_review),
    opened.answers.some((a) => a.response_format === 'CHOICE')
      ? sharedChoices(opened.invitation_id)
      : new Map<number, { choice: SharedChoice; knockout: boolean }>(),
  ]);
  return {
    interview_title: opened.interview_title,
    interview_language: opened.interview_language,
    workspace: {
      name: opened.workspace.name,
      logo_url: workspaceLogoUrl(opened.workspace.logo_path),
      brand_color: opened.workspace.brand_color,
    },
    candidate_label: opened.candidate_name ?? `Candidate ${opened.candidate_number}`,
    anonymous_review: opened.anonymous_review,
    expires_at: isoTimestamp(opened.expires_at),
    answers: opened.answers.map((a, index) => ({
      order_number: a.order_number,
      question_text: a.question_text,
      response_format: a.response_format,
      response_text: a.response_text,
      transcription: a.transcription,
      transcript_segments: segmentsSchema.safeParse(a.transcript_segments).data ?? null,
      recording: recordings[index] ?? null,
      choice: choices.get(a.order_number)?.choice ?? null,
      knockout: choices.get(a.order_number)?.knockout ?? false,
    })),
  };
}
