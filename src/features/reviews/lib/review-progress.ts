import type { ProcessingStatus } from '#contract/recordings';
import type { ReviewDetail, ReviewPage, ReviewResponse } from '#contract/reviews';

/** How often a review, or the reviews list, asks again while the worker is busy with its answers. */
export const PROGRESS_POLL_MS = 2_000;

function pending(status: ProcessingStatus | null | undefined): boolean {
  return status === 'QUEUED' || status === 'PROCESSING';
}

/** True while the worker still has this answer's recording or its analysis to do. */
function answerInProgress(response: ReviewResponse): boolean {
  return pending(response.recording?.status) || pending(response.analysis_status);
}

/** The poll interval of a review: every PROGRESS_POLL_MS while any answer is in progress, else none. */
export function reviewPollInterval(review: ReviewDetail | undefined): number | false {
  return review?.responses.some(answerInProgress) ? PROGRESS_POLL_MS : false;
}

/** The poll interval of a reviews page: while any of its rows has answers processing. */
export function reviewsPagePollInterval(page: ReviewPage | undefined): number | false {
  return page?.reviews.some((review) => review.processing_count > 0) ? PROGRESS_POLL_MS : false;
}
