// Reviews as GET /api/reviews/:id answers them, for the review page's component tests, and a stub
// of the api that answers the review and queues analyses (POST analyze answers 202 QUEUED).
import { vi } from 'vitest';
import type { Locale } from '#contract/locale-tags';
import type { Recording } from '#contract/recordings';
import type { ReviewDetail, ReviewResponse } from '#contract/reviews';

export const REVIEW_ID = '11111111-1111-4111-8111-111111111111';
export const VIDEO_ANSWER_ID = '22222222-2222-4222-8222-222222222222';
const QUESTION_ID = '33333333-3333-4333-8333-333333333333';
const INTERVIEW_ID = '44444444-4444-4444-8444-444444444444';

const inFifteenMinutes = () => new Date(Date.now() + 15 * 60_000).toISOString();

/** A READY recording whose links carry `signature`, as each fetch of the review signs them anew. */
export function readyRecording(signature = 'first'): Recording {
  return {
    status: 'READY',
    error: null,
    duration_seconds: 75.4,
    has_video: true,
    poster_url: `https://storage.test/renditions/poster.jpg?token=${signature}`,
    sources: [
      { url: `https://storage.test/renditions/seekable.webm?token=${signature}`, type: 'video/webm' },
      { url: `https://storage.test/renditions/playback.mp4?token=${signature}`, type: 'video/mp4' },
    ],
    urls_expire_at: inFifteenMinutes(),
  };
}

/** The VIDEO answer, with its recording READY and analysed unless overridden. */
export function videoAnswer(overrides: Partial<ReviewResponse> = {}): ReviewResponse {
  return {
    id: VIDEO_ANSWER_ID,
    question_id: QUESTION_ID,
    order_number: 1,
    question_text: 'Tell us about a launch you led',
    response_format: 'VIDEO',
    response_text: null,
    media_path: `${REVIEW_ID}/${QUESTION_ID}/1.webm`,
    media_url: 'https://storage.test/responses/original.webm?token=original',
    media_url_expires_at: inFifteenMinutes(),
    transcription: 'We shipped on time. Then we measured.',
    transcript_segments: [
      { start: 0, end: 3.2, text: 'We shipped on time.' },
      { start: 63.5, end: 70, text: 'Then we measured.' },
    ],
    ai_insights: null,
    analyzed_at: null,
    recording: readyRecording(),
    analysis_status: null,
    analysis_error: null,
    choice: null,
    knockout: false,
    file: null,
    question_prompt: null,
    ...overrides,
  };
}

export function reviewOf(
  response: ReviewResponse,
  aiConfigured = true,
  language: Locale = 'en',
): ReviewDetail {
  return {
    invitation: {
      id: REVIEW_ID,
      first_name: 'Casey',
      last_name: 'Candidate',
      email: 'casey@example.com',
      candidate_number: 1,
      anonymous: false,
      interview_id: INTERVIEW_ID,
      interview_title: 'Frontend engineer',
      interview_language: language,
      status: 'COMPLETED',
      completed_at: '2026-11-20T10:00:00.000Z',
      reviewed_at: null,
      accommodations: { time: 'STANDARD', extra_attempts: 0, text_answers_allowed: false },
      knocked_out_at: null,
      knocked_out_question: null,
    },
    responses: [response],
    ai_configured: aiConfigured,
    ai_analysis_declined: false,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Stubs the api: GET /reviews/:id answers the review `current()` returns at that moment, GET
 * /reviews/:id/progress its answers' states, POST /reviews/:id/analyze/:responseId queues (202).
 * Returns the stub to inspect the calls.
 */
export function serveReview(current: () => ReviewDetail) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    const analyze = path.match(/\/reviews\/[^/]+\/analyze\/([^/]+)$/);
    if (init?.method === 'POST' && analyze)
      return json(202, { response_id: analyze[1], analysis_status: 'QUEUED' });
    if (path.endsWith(`/reviews/${REVIEW_ID}`)) return json(200, current());
    if (path.endsWith(`/reviews/${REVIEW_ID}/progress`)) {
      const responses = current().responses.map((response) => ({
        id: response.id,
        recording_status: response.recording?.status ?? null,
        analysis_status: response.analysis_status,
      }));
      return json(200, { responses });
    }
    return json(404, { error: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls the stub got for `method` on paths ending with `suffix`. */
export function callsTo(fetch: ReturnType<typeof serveReview>, method: string, suffix: string) {
  return fetch.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && new URL(url).pathname.endsWith(suffix),
  );
}
