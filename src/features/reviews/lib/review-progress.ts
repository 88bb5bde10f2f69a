import type { ProcessingStatus } from '#contract/recordings';
import type { ReviewDetail, ReviewPage, ReviewProgress, ReviewResponse } from '#contract/reviews';

/** How often a review, or the reviews list, asks again while the worker is busy with its answers. */
export const PROGRESS_POLL_MS = 2_000;

/**
 * How long before the review's earliest link expires a poll reloads it. More than a player's own
 * margin (use-pinned-links) plus a poll, so the fresh links are there before the player wants them.
 */
export const LINK_REFRESH_MARGIN_MS = 2 * 60_000;

function pending(status: ProcessingStatus | null | undefined): boolean {
  return status === 'QUEUED' || status === 'PROCESSING';
}

/** True while the worker still has this answer's recording or its analysis to do. */
function answerInProgress(response: ReviewResponse): boolean {
  return pending(response.recording?.status) || pending(response.analysis_status);
}

/** True while any answer of the review is in progress: the page then polls its progress. */
export function reviewInProgress(review: ReviewDetail | undefined): boolean {
  return review?.responses.some(answerInProgress) ?? false;
}

/** The states a review shows, as GET /api/reviews/:id/progress answers them. */
export function progressOf(review: ReviewDetail): ReviewProgress {
  return {
    responses: review.responses.map((response) => ({
      id: response.id,
      recording_status: response.recording?.status ?? null,
      analysis_status: response.analysis_status,
    })),
  };
}

/** When the first of the review's signed links expires (ms since the epoch); null: it has none. */
function linksExpireAt(review: ReviewDetail): number | null {
  const expiries = review.responses
    .flatMap((response) => [
      response.media_url_expires_at,
      response.recording?.urls_expire_at,
      response.question_prompt?.urls_expire_at,
    ])
    .flatMap((expiry) => (expiry ? [Date.parse(expiry)] : []));
  return expiries.length > 0 ? Math.min(...expiries) : null;
}

function statesById(progress: ReviewProgress): Map<string, string> {
  return new Map(
    progress.responses.map((answer) => [answer.id, `${answer.recording_status}/${answer.analysis_status}`]),
  );
}

/**
 * Whether a poll's progress calls for the review again (which signs its links anew): an answer's
 * state differs from the one shown, or the links expire within LINK_REFRESH_MARGIN_MS of `now`.
 */
export function reviewOutdated(shown: ReviewDetail, progress: ReviewProgress, now: number): boolean {
  const expiry = linksExpireAt(shown);
  if (expiry !== null && expiry - now < LINK_REFRESH_MARGIN_MS) return true;
  const before = statesById(progressOf(shown));
  const after = statesById(progress);
  return before.size !== after.size || [...after].some(([id, states]) => before.get(id) !== states);
}

/** The poll interval of a reviews page: while any of its rows has answers processing. */
export function reviewsPagePollInterval(page: ReviewPage | undefined): number | false {
  return page?.reviews.some((review) => review.processing_count > 0) ? PROGRESS_POLL_MS : false;
}
