import { describe, expect, it } from 'vitest';
import {
  PROGRESS_POLL_MS,
  reviewPollInterval,
  reviewsPagePollInterval,
} from '../../src/features/reviews/lib/review-progress.ts';
import { formatPlaybackTime } from '../../src/media/playback-time.ts';
import { readyRecording, reviewOf, videoAnswer } from '../components/review-fixtures.ts';
import type { ReviewPage } from '#contract/reviews';

describe('polling a review while the worker is busy', () => {
  it('polls while the recording or the analysis is queued or in progress, and not otherwise', () => {
    const recording = (status: 'QUEUED' | 'PROCESSING' | 'READY' | 'FAILED') => ({
      ...readyRecording(),
      status,
    });
    expect(reviewPollInterval(reviewOf(videoAnswer({ analysis_status: 'QUEUED' })))).toBe(PROGRESS_POLL_MS);
    expect(reviewPollInterval(reviewOf(videoAnswer({ analysis_status: 'PROCESSING' })))).toBe(
      PROGRESS_POLL_MS,
    );
    expect(reviewPollInterval(reviewOf(videoAnswer({ recording: recording('QUEUED') })))).toBe(
      PROGRESS_POLL_MS,
    );
    expect(reviewPollInterval(reviewOf(videoAnswer({ recording: recording('PROCESSING') })))).toBe(
      PROGRESS_POLL_MS,
    );
    expect(reviewPollInterval(reviewOf(videoAnswer({ analysis_status: 'READY' })))).toBe(false);
    expect(
      reviewPollInterval(
        reviewOf(videoAnswer({ analysis_status: 'FAILED', recording: recording('FAILED') })),
      ),
    ).toBe(false);
    expect(reviewPollInterval(reviewOf(videoAnswer({ recording: null, analysis_status: null })))).toBe(false);
    expect(reviewPollInterval(undefined)).toBe(false);
  });

  it('polls the reviews list while a row has answers processing', () => {
    const page = (counts: number[]): ReviewPage => ({
      reviews: counts.map((processing_count, index) => ({
        id: `00000000-0000-4000-8000-00000000000${index}`,
        first_name: 'Casey',
        last_name: 'Candidate',
        email: 'casey@example.com',
        candidate_number: index + 1,
        anonymous: false,
        status: 'COMPLETED',
        interview_title: 'Frontend engineer',
        created_at: '2026-11-19T10:00:00.000Z',
        completed_at: '2026-11-20T10:00:00.000Z',
        processing_count,
      })),
      counts: { pending_review: counts.length, reviewed: 0, total_completed: counts.length },
      total: counts.length,
      page: 1,
      page_size: 20,
    });
    expect(reviewsPagePollInterval(page([0, 3]))).toBe(PROGRESS_POLL_MS);
    expect(reviewsPagePollInterval(page([0, 0]))).toBe(false);
    expect(reviewsPagePollInterval(undefined)).toBe(false);
  });
});

describe('playback times', () => {
  it('shows whole seconds reached as m:ss', () => {
    expect(formatPlaybackTime(0)).toBe('0:00');
    expect(formatPlaybackTime(6.02)).toBe('0:06');
    expect(formatPlaybackTime(63.9)).toBe('1:03');
    expect(formatPlaybackTime(600)).toBe('10:00');
  });
});
