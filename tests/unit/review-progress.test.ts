import { describe, expect, it } from 'vitest';
import {
  LINK_REFRESH_MARGIN_MS,
  PROGRESS_POLL_MS,
  progressOf,
  reviewInProgress,
  reviewOutdated,
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
    expect(reviewInProgress(reviewOf(videoAnswer({ analysis_status: 'QUEUED' })))).toBe(true);
    expect(reviewInProgress(reviewOf(videoAnswer({ analysis_status: 'PROCESSING' })))).toBe(true);
    expect(reviewInProgress(reviewOf(videoAnswer({ recording: recording('QUEUED') })))).toBe(true);
    expect(reviewInProgress(reviewOf(videoAnswer({ recording: recording('PROCESSING') })))).toBe(true);
    expect(reviewInProgress(reviewOf(videoAnswer({ analysis_status: 'READY' })))).toBe(false);
    expect(
      reviewInProgress(reviewOf(videoAnswer({ analysis_status: 'FAILED', recording: recording('FAILED') }))),
    ).toBe(false);
    expect(reviewInProgress(reviewOf(videoAnswer({ recording: null, analysis_status: null })))).toBe(false);
    expect(reviewInProgress(undefined)).toBe(false);
  });

  it('asks for the review again only when a poll finds a state changed or the links about to expire', () => {
    const now = Date.now();
    const expiringIn = (ms: number) => new Date(now + ms).toISOString();
    const linksFor = (ms: number) => ({
      media_url_expires_at: expiringIn(ms),
      recording: { ...readyRecording(), urls_expire_at: expiringIn(ms) },
    });
    const shown = reviewOf(videoAnswer({ analysis_status: 'PROCESSING', ...linksFor(10 * 60_000) }));
    const progress = progressOf(shown);
    const answer = progress.responses[0];
    if (!answer) throw new Error('The fixture has one answer');

    // Nothing new: the review stays as it is.
    expect(reviewOutdated(shown, progress, now)).toBe(false);
    // The analysis finished, or the recording is processed again.
    expect(reviewOutdated(shown, { responses: [{ ...answer, analysis_status: 'READY' }] }, now)).toBe(true);
    expect(reviewOutdated(shown, { responses: [{ ...answer, recording_status: 'QUEUED' }] }, now)).toBe(true);
    // An answer more, or fewer.
    expect(reviewOutdated(shown, { responses: [answer, { ...answer, id: crypto.randomUUID() }] }, now)).toBe(
      true,
    );
    expect(reviewOutdated(shown, { responses: [] }, now)).toBe(true);
    // The earliest link (the original's here) about to expire; then the prompt's.
    const soon = reviewOf(
      videoAnswer({
        analysis_status: 'PROCESSING',
        ...linksFor(10 * 60_000),
        media_url_expires_at: expiringIn(LINK_REFRESH_MARGIN_MS - 1_000),
      }),
    );
    expect(reviewOutdated(soon, progress, now)).toBe(true);
    const prompt = { ...readyRecording(), transcript_segments: null, urls_expire_at: expiringIn(60_000) };
    const withPrompt = reviewOf(
      videoAnswer({ analysis_status: 'PROCESSING', ...linksFor(10 * 60_000), question_prompt: prompt }),
    );
    expect(reviewOutdated(withPrompt, progress, now)).toBe(true);
    // A review without links never expires.
    const typed = reviewOf(
      videoAnswer({ response_format: 'TEXT', media_url: null, media_url_expires_at: null, recording: null }),
    );
    expect(reviewOutdated(typed, progressOf(typed), now + 24 * 60 * 60_000)).toBe(false);
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
