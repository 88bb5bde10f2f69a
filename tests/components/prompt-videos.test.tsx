// Questions asked on video and the welcome video (issue #37 item 3): the candidate watches a
// question's clip before the answer shows, and replays it while answering; the welcome step plays
// the welcome clip; the reviewer plays the question's clip above the answer; the recruiter's
// field offers to record or upload one, says while it is processing, plays it once ready and
// removes it from the form.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromptVideoField } from '../../src/features/interviews/components/prompt-video-field.tsx';
import { ReviewDetailPage } from '../../src/features/reviews/review-detail-page.tsx';
import { InterviewStep } from '../../src/features/take/components/interview-step.tsx';
import { WelcomeStep } from '../../src/features/take/components/welcome-step.tsx';
import type { PromptVideo } from '#contract/prompt-videos';
import type { PromptRecording, TranscriptSegment } from '#contract/recordings';
import type { TakeInterview } from '#contract/take';
import { answerApi, renderScreen, signedIn } from './render.tsx';
import { REVIEW_ID, reviewOf, serveReview, videoAnswer } from './review-fixtures.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function clip(name: string, transcript_segments: TranscriptSegment[] | null = null): PromptRecording {
  return {
    status: 'READY',
    error: null,
    duration_seconds: 20,
    has_video: true,
    poster_url: `https://storage.test/renditions/${name}/poster.jpg?token=t`,
    sources: [
      { url: `https://storage.test/renditions/${name}/seekable.webm?token=t`, type: 'video/webm' },
      { url: `https://storage.test/renditions/${name}/playback.mp4?token=t`, type: 'video/mp4' },
    ],
    urls_expire_at: new Date(Date.now() + 3_600_000).toISOString(),
    transcript_segments,
  };
}

const spoken: TranscriptSegment[] = [
  { start: 0, end: 4.5, text: 'Tell us how you would calm the customer.' },
];

const asked: TakeInterview['questions'][number] = {
  id: id(101),
  order_number: 1,
  text: 'How would you handle the situation in the video?',
  response_format: 'TEXT',
  time_limit_seconds: 120,
  thinking_seconds: 0,
  max_attempts: 2,
  multiple_choice: false,
  options: [],
};

const take: TakeInterview = {
  invitation_id: id(301),
  status: 'STARTED',
  availability: 'OPEN',
  first_name: 'Lucía',
  expires_at: '2026-12-24T17:00:00Z',
  bound_to_caller: true,
  knocked_out: false,
  practice_question: false,
  accommodations: { time: 'STANDARD', extra_attempts: 0, text_answers_allowed: false },
  contact: null,
  requests: [],
  interview: {
    id: id(401),
    title: 'Support lead',
    description: null,
    welcome_video_url: null,
    status: 'ACTIVE',
    company_name: 'Acme',
    language: 'en',
  },
  workspace: { name: 'Acme', logo_url: null, brand_color: null },
  notice: { version: '2026-11-27', retention_days: 180, consent: null },
  questions: [asked],
  answers: [],
  video_prompts: {
    welcome: clip('welcome'),
    questions: [{ question_id: asked.id, recording: clip('asked') }],
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function sourcesOf(video: HTMLElement): string[] {
  return Array.from(video.querySelectorAll('source'), (source) => source.getAttribute('type') ?? '');
}

describe('the candidate', () => {
  it('watches a question asked on video before the answer shows, and keeps the video while answering', async () => {
    const { user } = renderScreen(
      <InterviewStep token={TOKEN} take={take} onCompleted={() => {}} onKnockedOut={() => {}} />,
    );
    expect(screen.getByRole('heading', { name: 'Watch the question' })).toBeInTheDocument();
    const video = screen.getByLabelText('Video of question 1');
    expect(sourcesOf(video)).toEqual(['video/webm', 'video/mp4']);
    expect(video).toHaveAttribute('controls');
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Answer the question' }));
    expect(screen.getByRole('textbox')).toBeInTheDocument();
    expect(screen.getByLabelText('Video of question 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Answer the question' })).toBeNull();
  });

  it("has the question's captions, in the interview's language, once the clip is transcribed", () => {
    const captioned = {
      ...take,
      interview: { ...take.interview, language: 'es' as const },
      video_prompts: {
        welcome: null,
        questions: [{ question_id: asked.id, recording: clip('asked', spoken) }],
      },
    };
    renderScreen(
      <InterviewStep token={TOKEN} take={captioned} onCompleted={() => {}} onKnockedOut={() => {}} />,
    );
    const track = screen.getByLabelText('Video of question 1').querySelector('track');
    expect([track?.kind, track?.srclang, track?.label]).toEqual(['captions', 'es', 'Spanish']);
    expect(track?.src).toMatch(/^blob:/);
  });

  it('has no captions track for a clip not transcribed', () => {
    renderScreen(<InterviewStep token={TOKEN} take={take} onCompleted={() => {}} onKnockedOut={() => {}} />);
    expect(screen.getByLabelText('Video of question 1').querySelector('track')).toBeNull();
  });

  it('answers at once a question without a video', () => {
    renderScreen(
      <InterviewStep
        token={TOKEN}
        take={{ ...take, video_prompts: { welcome: null, questions: [] } }}
        onCompleted={() => {}}
        onKnockedOut={() => {}}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Watch the question' })).toBeNull();
    expect(screen.getByRole('textbox')).toBeInTheDocument();
  });

  it('sees the welcome video on the welcome step, its player loaded when there is one', async () => {
    renderScreen(
      <WelcomeStep token={TOKEN} take={take} signedIn signInHref="/sign-in" onStart={() => {}} />,
      { session: signedIn() },
    );
    expect(sourcesOf(await screen.findByLabelText('Welcome video'))).toEqual(['video/webm', 'video/mp4']);
  });

  it('has the welcome video captioned once transcribed', async () => {
    renderScreen(
      <WelcomeStep
        token={TOKEN}
        take={{ ...take, video_prompts: { welcome: clip('welcome', spoken), questions: [] } }}
        signedIn
        signInHref="/sign-in"
        onStart={() => {}}
      />,
      { session: signedIn() },
    );
    const track = (await screen.findByLabelText('Welcome video')).querySelector('track');
    expect([track?.kind, track?.srclang]).toEqual(['captions', 'en']);
  });
});

describe('the reviewer', () => {
  it("plays the question's video above the candidate's answer", async () => {
    serveReview(() => reviewOf(videoAnswer({ question_prompt: clip('asked') })));
    const view = renderScreen(<ReviewDetailPage />, { session: signedIn(), path: '/reviews/:id' });
    await view.router.navigate(`/reviews/${REVIEW_ID}`);
    const prompt = await screen.findByLabelText('Video of question 1', {}, { timeout: 10_000 });
    expect(sourcesOf(prompt)).toEqual(['video/webm', 'video/mp4']);
    const answer = screen.getByLabelText('Video response');
    // Above: the question's video comes first in the document.
    expect(prompt.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("turns the question video's captions on with the answers' Captions toggle", async () => {
    serveReview(() => reviewOf(videoAnswer({ question_prompt: clip('asked', spoken) })));
    const view = renderScreen(<ReviewDetailPage />, { session: signedIn(), path: '/reviews/:id' });
    await view.router.navigate(`/reviews/${REVIEW_ID}`);
    const prompt = await screen.findByLabelText('Video of question 1', {}, { timeout: 10_000 });
    const track = prompt.querySelector('track');
    expect(track?.track.mode).toBe('hidden');
    await view.user.click(screen.getByRole('button', { name: 'Captions' }));
    expect(track?.track.mode).toBe('showing');
  });
});

describe("the recruiter's video field", () => {
  const prompt = (recording: PromptRecording): PromptVideo => ({
    id: id(601),
    workspace_id: id(701),
    created_at: '2026-11-29T09:00:00Z',
    recording,
  });

  it('offers to record or upload a video when there is none', () => {
    renderScreen(
      <PromptVideoField
        value={null}
        onChange={() => {}}
        workspaceId={id(701)}
        recordLabel="Record a video question"
        name="Video of question 1"
      />,
      { session: signedIn() },
    );
    expect(screen.getByRole('button', { name: 'Record a video question' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload a video' })).toBeInTheDocument();
  });

  it('says the video is processing until the worker has made it ready', async () => {
    answerApi(200, prompt({ ...clip('new'), status: 'PROCESSING', sources: [], poster_url: null }));
    renderScreen(
      <PromptVideoField
        value={id(601)}
        onChange={() => {}}
        workspaceId={id(701)}
        recordLabel="Record"
        name="Clip"
      />,
      { session: signedIn() },
    );
    expect(await screen.findByText('Processing…')).toBeInTheDocument();
    expect(screen.queryByLabelText('Clip')).toBeNull();
  });

  it('plays a ready video and removes it from the form', async () => {
    answerApi(200, prompt(clip('ready')));
    const onChange = vi.fn();
    const { user } = renderScreen(
      <PromptVideoField
        value={id(601)}
        onChange={onChange}
        workspaceId={id(701)}
        recordLabel="Record"
        name="Clip"
      />,
      { session: signedIn() },
    );
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    expect(sourcesOf(screen.getByLabelText('Clip'))).toEqual(['video/webm', 'video/mp4']);
    await user.click(screen.getByRole('button', { name: 'Remove video' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('keeps an answered question’s video: no removing it', async () => {
    answerApi(200, prompt(clip('locked')));
    renderScreen(
      <PromptVideoField
        value={id(601)}
        onChange={() => {}}
        workspaceId={id(701)}
        recordLabel="Record"
        name="Clip"
        locked
      />,
      { session: signedIn() },
    );
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    expect(within(document.body).queryByRole('button', { name: 'Remove video' })).toBeNull();
  });
});
