// The shared page's answer, from what public.open_review_share returned: the candidate's label,
// the workspace's brand and each answer with its recording signed for a short while.
import type { Locale } from '../contract/locale-tags.ts';
import type { Recording } from '../contract/recordings.ts';
import type { ResponseFormat } from '../contract/interviews.ts';
import { SHARED_MEDIA_TTL_SECONDS, type SharedReview } from '../contract/shares.ts';
import { transcriptSegmentSchema } from '../contract/recordings.ts';
import { isoTimestamp } from '../db.ts';
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
  /** A choice answer's options in order, the picked ones marked (issue #37); null for another format. */
  choice: SharedReview['answers'][number]['choice'];
  knockout: boolean;
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

export async function sharedReviewOf(opened: OpenedShare): Promise<SharedReview> {
  const recordings = await sharedRecordings(opened.answers, opened.anonymous_review);
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
      choice: a.choice,
      knockout: a.knockout,
    })),
  };
}
