import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewDetailPage } from '../../src/features/reviews/review-detail-page.tsx';
import type { ReviewDetail } from '#contract/reviews';
import { renderScreen, signedIn } from './render.tsx';
import {
  callsTo,
  readyRecording,
  REVIEW_ID,
  reviewOf,
  serveReview,
  VIDEO_ANSWER_ID,
  videoAnswer,
} from './review-fixtures.ts';

const insights = {
  score: 82,
  summary: 'A clear account of the launch.',
  strengths: ['Ownership'],
  concerns: [],
  communication_quality: 'Clear',
  recommendations: ['Advance'],
  talking_points: [],
  insufficient_evidence: false,
  competencies: [],
  heard_language: null,
};

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
beforeEach(() => {
  // jsdom does not play media: a stand-in that records the call.
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The review page of REVIEW_ID, served by a stub whose review can change between fetches. */
async function openReview(initial: ReviewDetail) {
  let review = initial;
  const fetch = serveReview(() => review);
  const view = renderScreen(<ReviewDetailPage />, {
    session: signedIn(),
    path: '/reviews/:id',
  });
  await view.router.navigate(`/reviews/${REVIEW_ID}`);
  // The first render loads the page's modules; on a busy machine that takes a while.
  await screen.findByRole('heading', { name: 'Casey Candidate', level: 1 }, { timeout: 10_000 });
  return {
    ...view,
    fetch,
    change: (next: ReviewDetail) => {
      review = next;
    },
  };
}

function videoElement(): HTMLVideoElement {
  return screen.getByLabelText('Video response') as HTMLVideoElement;
}

describe('the answer player', () => {
  it('plays the renditions in order with the poster, shows the real length, and keeps its links while the review is polled', async () => {
    const { change } = await openReview(reviewOf(videoAnswer({ analysis_status: 'PROCESSING' })));
    const video = videoElement();
    const sources = [...video.querySelectorAll('source')].map((s) => [s.getAttribute('type'), s.src]);
    expect(sources).toEqual([
      ['video/webm', 'https://storage.test/renditions/seekable.webm?token=first'],
      ['video/mp4', 'https://storage.test/renditions/playback.mp4?token=first'],
    ]);
    expect(video.getAttribute('src')).toBeNull();
    expect(video.poster).toBe('https://storage.test/renditions/poster.jpg?token=first');
    expect(screen.getByText('Length 1:15')).toBeInTheDocument();

    // The poll signs every link anew; the player keeps the element and the links it loaded.
    change(
      reviewOf(
        videoAnswer({ analysis_status: 'READY', ai_insights: insights, recording: readyRecording('second') }),
      ),
    );
    await screen.findByText('A clear account of the launch.', {}, { timeout: 5_000 });
    expect(videoElement()).toBe(video);
    expect(video.querySelector('source')?.src).toContain('token=first');
  });

  it('takes the freshly signed links of a poll once its own are about to expire', async () => {
    const expiring = { ...readyRecording(), urls_expire_at: new Date(Date.now() + 30_000).toISOString() };
    const { change } = await openReview(
      reviewOf(videoAnswer({ analysis_status: 'PROCESSING', recording: expiring })),
    );
    expect(videoElement().querySelector('source')?.src).toContain('token=first');
    change(reviewOf(videoAnswer({ analysis_status: 'PROCESSING', recording: readyRecording('second') })));
    await waitFor(() => expect(videoElement().querySelector('source')?.src).toContain('token=second'), {
      timeout: 5_000,
    });
    expect(videoElement().poster).toContain('token=second');
  });

  it('sets the speed chosen, and keeps it when the player loads again', async () => {
    const { user } = await openReview(reviewOf(videoAnswer()));
    const speed = screen.getByRole('radiogroup', { name: 'Playback speed' });
    expect(within(speed).getByRole('radio', { name: '1x' })).toBeChecked();
    await user.click(within(speed).getByRole('radio', { name: '1.5x' }));
    const video = videoElement();
    expect(video.playbackRate).toBe(1.5);
    expect(video.defaultPlaybackRate).toBe(1.5);
    await user.click(within(speed).getByRole('radio', { name: '2x' }));
    expect(video.playbackRate).toBe(2);
    video.playbackRate = 1;
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.playbackRate).toBe(2);
  });

  it('plays the original recording while the renditions are being prepared', async () => {
    await openReview(
      reviewOf(
        videoAnswer({
          recording: { ...readyRecording(), status: 'PROCESSING', sources: [], poster_url: null },
        }),
      ),
    );
    expect(videoElement().getAttribute('src')).toBe(
      'https://storage.test/responses/original.webm?token=original',
    );
    expect(screen.getByText('Preparing the recording for playback…')).toBeInTheDocument();
    expect(screen.queryByText(/^Length/)).not.toBeInTheDocument();
  });
});

describe('the transcript', () => {
  it('lists the segments with their start times; clicking one seeks the player there and plays', async () => {
    const { user } = await openReview(reviewOf(videoAnswer()));
    const transcript = screen.getByRole('list', { name: 'Transcript' });
    expect(
      within(transcript)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Play from 0:00 We shipped on time.', 'Play from 1:03 Then we measured.']);
    await user.click(screen.getByRole('button', { name: 'Play from 1:03 Then we measured.' }));
    expect(videoElement().currentTime).toBe(63.5);
    expect(play).toHaveBeenCalledOnce();
  });

  it('shows the plain transcription when there are no segments', async () => {
    await openReview(reviewOf(videoAnswer({ transcript_segments: null })));
    expect(screen.queryByRole('list', { name: 'Transcript' })).not.toBeInTheDocument();
    expect(screen.getByText('We shipped on time. Then we measured.')).toBeInTheDocument();
  });
});

describe('captions', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  function captions() {
    const track = videoElement().querySelector('track');
    if (!track) throw new Error('The video has no <track>');
    return track;
  }

  it('are off at first; Captions shows them, and every player after keeps them on until turned off', async () => {
    const first = await openReview(reviewOf(videoAnswer()));
    const toggle = screen.getByRole('button', { name: 'Captions' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect([captions().kind, captions().srclang, captions().label]).toEqual(['captions', 'en', 'English']);
    expect(captions().src).toMatch(/^blob:/);
    expect(captions().track.mode).toBe('hidden');

    await first.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(captions().track.mode).toBe('showing');

    // The captions' blob: URL goes with the player.
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const url = captions().src;
    first.unmount();
    expect(revoke).toHaveBeenCalledWith(url);

    const second = await openReview(reviewOf(videoAnswer()));
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
    expect(captions().track.mode).toBe('showing');
    await second.user.click(screen.getByRole('button', { name: 'Captions' }));
    expect(captions().track.mode).toBe('hidden');
    second.unmount();

    await openReview(reviewOf(videoAnswer()));
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
    expect(captions().track.mode).toBe('hidden');
  });

  it("are in the interview's language: a Spanish interview's track is es, named Spanish", async () => {
    await openReview(reviewOf(videoAnswer(), true, 'es'));
    expect([captions().srclang, captions().label]).toEqual(['es', 'Spanish']);
  });

  it('are not offered without timestamped segments, nor on an audio answer', async () => {
    const plain = await openReview(reviewOf(videoAnswer({ transcript_segments: null })));
    expect(videoElement().querySelector('track')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Captions' })).not.toBeInTheDocument();
    plain.unmount();

    await openReview(reviewOf(videoAnswer({ response_format: 'AUDIO' })));
    expect(screen.getByLabelText('Audio response').querySelector('track')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Captions' })).not.toBeInTheDocument();
  });
});

describe("an answer's processing state", () => {
  it('says when the analysis is queued, then in progress, then shows it, without a reload', async () => {
    const { change } = await openReview(reviewOf(videoAnswer({ analysis_status: 'QUEUED' })));
    expect(screen.getByText('Queued for analysis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Analysis' })).toBeDisabled();
    change(reviewOf(videoAnswer({ analysis_status: 'PROCESSING' })));
    await screen.findByText('Transcribing and analysing…', {}, { timeout: 5_000 });
    change(reviewOf(videoAnswer({ analysis_status: 'READY', ai_insights: insights })));
    await screen.findByText('A clear account of the launch.', {}, { timeout: 5_000 });
    expect(screen.queryByText('Transcribing and analysing…')).not.toBeInTheDocument();
  });

  it('shows a failed analysis with its reason; Retry queues it again', async () => {
    const { user, fetch } = await openReview(
      reviewOf(videoAnswer({ analysis_status: 'FAILED', analysis_error: 'The AI provider is unavailable' })),
    );
    expect(
      screen.getByText('Failed to generate AI analysis: The AI provider is unavailable'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry analysis' }));
    await screen.findByText('Queued for analysis');
    expect(callsTo(fetch, 'POST', `/reviews/${REVIEW_ID}/analyze/${VIDEO_ANSWER_ID}`)).toHaveLength(1);
    expect(screen.queryByText(/Failed to generate AI analysis/)).not.toBeInTheDocument();
  });

  it('shows a recording that could not be prepared with its reason; Retry asks for it again', async () => {
    const failed = {
      ...readyRecording(),
      status: 'FAILED' as const,
      error: 'The file is not a recording',
      sources: [],
    };
    const { user, fetch } = await openReview(reviewOf(videoAnswer({ recording: failed })));
    expect(screen.getByText('The file is not a recording')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry preparing the recording' }));
    await screen.findByText('Preparing the recording for playback…');
    expect(callsTo(fetch, 'POST', `/reviews/${REVIEW_ID}/analyze/${VIDEO_ANSWER_ID}`)).toHaveLength(1);
  });

  it('Generate Analysis queues the analysis and shows it queued at once', async () => {
    const { user, fetch } = await openReview(reviewOf(videoAnswer()));
    await user.click(screen.getByRole('button', { name: 'Generate Analysis' }));
    await screen.findByText('Queued for analysis');
    expect(callsTo(fetch, 'POST', `/reviews/${REVIEW_ID}/analyze/${VIDEO_ANSWER_ID}`)).toHaveLength(1);
  });

  it('without an AI provider says so and offers no Generate', async () => {
    await openReview(reviewOf(videoAnswer(), false));
    expect(screen.getByText('AI analysis is not configured.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Generate Analysis|Regenerate Analysis/ }),
    ).not.toBeInTheDocument();
  });

  it('while an answer is processed polls only its progress, and loads the review again once a state changed', async () => {
    const { fetch, change } = await openReview(reviewOf(videoAnswer({ analysis_status: 'PROCESSING' })));
    await waitFor(
      () => expect(callsTo(fetch, 'GET', `/reviews/${REVIEW_ID}/progress`).length).toBeGreaterThanOrEqual(2),
      { timeout: 6_000 },
    );
    expect(callsTo(fetch, 'GET', `/reviews/${REVIEW_ID}`)).toHaveLength(1);
    change(reviewOf(videoAnswer({ analysis_status: 'READY', ai_insights: insights })));
    await screen.findByText('A clear account of the launch.', {}, { timeout: 5_000 });
    // The first load opens the review; the one the poll asked for says it is a reload.
    const loads = callsTo(fetch, 'GET', `/reviews/${REVIEW_ID}`).map(([url]) =>
      new URL(url).searchParams.get('refetch'),
    );
    expect(loads).toEqual([null, 'true']);
  }, 15_000);

  it('stops asking once nothing is in progress', async () => {
    const { fetch, change } = await openReview(reviewOf(videoAnswer({ analysis_status: 'QUEUED' })));
    change(reviewOf(videoAnswer({ analysis_status: 'READY', ai_insights: insights })));
    await screen.findByText('A clear account of the launch.', {}, { timeout: 5_000 });
    const fetched = fetch.mock.calls.length;
    // Two poll intervals later, no further request.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(fetch.mock.calls).toHaveLength(fetched);
  }, 10_000);
});

describe("the player's fallback", () => {
  /** Fails the player as the browser would, then waits for the fresh player a refresh brings. */
  async function failPlayer(label: string, failing: () => HTMLElement): Promise<void> {
    const before = screen.getByLabelText(label);
    fireEvent.error(failing());
    // The refreshes wait 0, 1 and 3 s (use-media-recovery) before asking for fresh links.
    await waitFor(() => expect(screen.getByLabelText(label)).not.toBe(before), { timeout: 6000 });
  }

  it('stays, with the download link, when the refreshes of its links fail too', async () => {
    const { fetch } = await openReview(reviewOf(videoAnswer({ recording: null })));
    // From now on the api cannot sign the links: every refresh the player asks for answers 502.
    fetch.mockImplementation(
      async () =>
        new Response(JSON.stringify({ error: 'Storage would not sign the recordings' }), {
          status: 502,
          headers: { 'content-type': 'application/json' },
        }),
    );
    for (let refresh = 0; refresh < 3; refresh++) await failPlayer('Video response', videoElement);
    fireEvent.error(videoElement());

    expect(await screen.findByText('Media Load Error')).toBeInTheDocument();
    expect(screen.getByText('Video response temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the recording' })).toHaveAttribute(
      'href',
      'https://storage.test/responses/original.webm?token=original',
    );
    expect(screen.queryByText('Review not found')).not.toBeInTheDocument();
  }, 20_000);

  it('offers the speech track of a blind review, which has no original to download', async () => {
    const speech = {
      ...readyRecording(),
      has_video: false,
      poster_url: null,
      sources: [{ url: 'https://storage.test/renditions/speech.mp3?token=first', type: 'audio/mpeg' }],
    };
    const blind = reviewOf(videoAnswer({ media_path: null, media_url: null, recording: speech }));
    await openReview({ ...blind, invitation: { ...blind.invitation, anonymous: true } });
    // Every player fails, each fresh one too, until the refreshes are used up.
    await waitFor(
      () => {
        const source = document.querySelector('audio source');
        if (source) fireEvent.error(source);
        expect(screen.getByText('Media Load Error')).toBeInTheDocument();
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(await screen.findByText('Media Load Error')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the recording' })).toHaveAttribute(
      'href',
      'https://storage.test/renditions/speech.mp3?token=first',
    );
  }, 20_000);
});

describe('a choice answer', () => {
  const choiceAnswer = () =>
    videoAnswer({
      question_text: 'Are you allowed to work in the EU?',
      response_format: 'CHOICE',
      media_path: null,
      media_url: null,
      media_url_expires_at: null,
      transcription: null,
      transcript_segments: null,
      recording: null,
      knockout: true,
      choice: {
        multiple: false,
        knockout_action: 'END',
        options: [
          { id: '55555555-5555-4555-8555-555555555551', label: 'Yes', knockout: false, picked: false },
          { id: '55555555-5555-4555-8555-555555555552', label: 'No', knockout: true, picked: true },
        ],
      },
    });

  it('lists the options with the picked one said in words, flags the knockout, and offers no player, transcript or analysis', async () => {
    const review = reviewOf(choiceAnswer());
    await openReview({
      ...review,
      invitation: {
        ...review.invitation,
        knocked_out_at: '2026-11-20T10:00:00.000Z',
        knocked_out_question: 1,
      },
    });
    const options = within(screen.getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual(['Yes', 'NoPickedKnockout option']);
    expect(within(options[1] as HTMLElement).getByText('Picked')).toBeInTheDocument();
    expect(within(options[0] as HTMLElement).queryByText('Picked')).not.toBeInTheDocument();
    expect(screen.getByText('The candidate could pick one option.')).toBeInTheDocument();
    expect(screen.getAllByText('Knockout answer').length).toBeGreaterThan(0);
    expect(screen.getByText('Ended by a knockout answer to question 1')).toBeInTheDocument();
    expect(screen.queryByLabelText('Video response')).not.toBeInTheDocument();
    expect(screen.queryByText('Transcript')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Generate Analysis/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/AI Analysis/i)).not.toBeInTheDocument();
  }, 20_000);

  it('says nothing of a knockout when no option picked knocks out', async () => {
    const answer = choiceAnswer();
    await openReview(
      reviewOf({
        ...answer,
        knockout: false,
        choice: answer.choice && {
          ...answer.choice,
          options: answer.choice.options.map((o) => ({ ...o, picked: !o.knockout })),
        },
      }),
    );
    expect(await screen.findByText('Picked')).toBeInTheDocument();
    expect(screen.queryByText('Knockout answer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Ended by a knockout answer/)).not.toBeInTheDocument();
  }, 20_000);
});
