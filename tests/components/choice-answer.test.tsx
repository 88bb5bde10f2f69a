// A CHOICE question in the interview step (issue #37 item 1): radios for one pick, checkboxes for
// several, named by the question; Next with nothing picked says so and sends nothing; a saved pick
// comes back; a knockout pick ends the interview with a kind screen that names whom to ask.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterviewStep } from '../../src/features/take/components/interview-step.tsx';
import { TakeInterviewPage } from '../../src/features/take/take-interview-page.tsx';
import { KnockedOutStep } from '../../src/features/take/components/knocked-out-step.tsx';
import type { SubmittedResponse, TakeInterview } from '#contract/take';
import { answerApi, renderScreen, sentBody, signedIn } from './render.tsx';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const single: TakeInterview['questions'][number] = {
  id: id(101),
  order_number: 1,
  text: 'Are you allowed to work in the EU?',
  response_format: 'CHOICE',
  time_limit_seconds: 120,
  thinking_seconds: 30,
  max_attempts: 3,
  multiple_choice: false,
  options: [
    { id: id(201), label: 'Yes' },
    { id: id(202), label: 'No' },
  ],
};

const multiple: TakeInterview['questions'][number] = {
  ...single,
  id: id(102),
  order_number: 2,
  text: 'Which shifts can you work?',
  multiple_choice: true,
  options: [
    { id: id(211), label: 'Mornings' },
    { id: id(212), label: 'Evenings' },
    { id: id(213), label: 'Nights' },
  ],
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
  contact: { name: 'Rita Recruiter', email: 'rita@acme.example' },
  requests: [],
  interview: {
    id: id(401),
    title: 'Warehouse lead',
    description: null,
    welcome_video_url: null,
    status: 'ACTIVE',
    company_name: 'Acme',
    language: 'en',
  },
  workspace: { name: 'Acme', logo_url: null, brand_color: null },
  notice: { version: '1', retention_days: 180, consent: null },
  questions: [single],
  answers: [],
  video_prompts: { welcome: null, questions: [] },
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderStep(
  shown: Partial<TakeInterview>,
  handlers: { onKnockedOut?: () => void; onCompleted?: () => void } = {},
) {
  return renderScreen(
    <InterviewStep
      token={TOKEN}
      take={{ ...take, ...shown }}
      onCompleted={handlers.onCompleted ?? (() => {})}
      onKnockedOut={handlers.onKnockedOut ?? (() => {})}
    />,
  );
}

function saved(overrides: Partial<SubmittedResponse>): SubmittedResponse {
  return {
    id: id(501),
    question_id: single.id,
    attempts: 1,
    take: null,
    choice_option_ids: [id(201)],
    file_path: null,
    file_name: null,
    knocked_out: false,
    ...overrides,
  };
}

describe('a choice question', () => {
  it('offers one pick as radios, named by the question, with no time limit or thinking time', () => {
    renderStep({ questions: [single] });
    const group = screen.getByRole('radiogroup', { name: single.text });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([id(201), id(202)]);
    expect(within(group).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('No time limit')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Pick one option')).toBeInTheDocument();
  });

  it('offers several picks as checkboxes', () => {
    renderStep({ questions: [multiple] });
    const group = screen.getByRole('group', { name: multiple.text });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Pick all that apply')).toBeInTheDocument();
  });

  it('says to pick something when Next is pressed with nothing picked, and sends nothing', async () => {
    const fetch = answerApi(200, saved({}));
    const { user } = renderStep({ questions: [single, multiple] });
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(await screen.findByText('Pick an option to go on')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    // Picking clears it.
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByText('Pick an option to go on')).toBeNull();
  });

  it('says to pick at least one of several', async () => {
    answerApi(200, saved({}));
    const { user } = renderStep({ questions: [multiple] });
    await user.click(screen.getByRole('button', { name: 'Complete Interview' }));
    expect(await screen.findByText('Pick at least one option to go on')).toBeInTheDocument();
  });

  it('sends the picks in the options’ order and moves on', async () => {
    const fetch = answerApi(200, saved({ question_id: multiple.id, choice_option_ids: [id(211), id(213)] }));
    const { user } = renderStep({ questions: [multiple, single] });
    await user.click(screen.getByRole('checkbox', { name: 'Nights' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mornings' }));
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(await screen.findByRole('radiogroup', { name: single.text })).toBeInTheDocument();
    expect(sentBody(fetch)).toEqual({ question_id: multiple.id, option_ids: [id(211), id(213)] });
  });

  it('resumes after a reload at the first question without an answer', () => {
    renderStep({
      questions: [single, multiple],
      answers: [
        {
          question_id: single.id,
          attempts: 1,
          response_text: null,
          media_path: null,
          take: null,
          choice_option_ids: [id(202)],
          file_path: null,
          file_name: null,
        },
      ],
    });
    expect(screen.getByRole('group', { name: multiple.text })).toBeInTheDocument();
  });

  it('restores the saved pick on the question itself', () => {
    renderStep({
      questions: [single],
      answers: [
        {
          question_id: single.id,
          attempts: 1,
          response_text: null,
          media_path: null,
          take: null,
          choice_option_ids: [id(202)],
          file_path: null,
          file_name: null,
        },
      ],
    });
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });

  it('ends the interview when the server says the pick knocked it out, without completing', async () => {
    const fetch = answerApi(200, saved({ choice_option_ids: [id(202)], knocked_out: true }));
    const onKnockedOut = vi.fn();
    const onCompleted = vi.fn();
    const { user } = renderStep({ questions: [single, multiple] }, { onKnockedOut, onCompleted });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await vi.waitFor(() => expect(onKnockedOut).toHaveBeenCalledOnce());
    expect(fetch).toHaveBeenCalledOnce();
    expect(onCompleted).not.toHaveBeenCalled();
  });
});

describe('a pick refused as the interview is over', () => {
  it('asks the page to learn how it ended (a knockout whose answer was lost on the way)', async () => {
    answerApi(409, { error: 'This interview is not in progress', code: '55000' });
    const onNotInProgress = vi.fn();
    const { user } = renderScreen(
      <InterviewStep
        token={TOKEN}
        take={{ ...take, questions: [single, multiple] }}
        onCompleted={() => {}}
        onKnockedOut={() => {}}
        onNotInProgress={onNotInProgress}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(await screen.findByText('This interview is not in progress')).toBeInTheDocument();
    expect(onNotInProgress).toHaveBeenCalledOnce();
  });
});

describe('the knockout ending', () => {
  it('thanks the candidate, says nothing more is needed, and names whom to ask', () => {
    renderScreen(<KnockedOutStep firstName="Lucía" companyName="Acme" contact={take.contact} />);
    expect(screen.getByRole('heading', { name: 'Thank you, Lucía' })).toBeInTheDocument();
    expect(
      screen.getByText(/requires a different answer to that question, so the interview ends here/),
    ).toBeInTheDocument();
    expect(screen.getByText(/nothing more you need to do/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'rita@acme.example' })).toHaveAttribute(
      'href',
      'mailto:rita@acme.example',
    );
    expect(screen.getByText(/Contact Rita Recruiter at/)).toBeInTheDocument();
  });

  it('still ends kindly when nobody of the team can be named', () => {
    renderScreen(<KnockedOutStep firstName="Lucía" companyName="Acme" contact={null} />);
    expect(screen.getByRole('heading', { name: 'Thank you, Lucía' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('is what the link shows its candidate on coming back', async () => {
    answerApi(200, { ...take, status: 'COMPLETED', knocked_out: true, questions: [], answers: [] });
    renderScreen(<TakeInterviewPage />, { path: '/take/:token', url: `/take/${TOKEN}`, session: signedIn() });
    expect(
      await screen.findByRole('heading', { name: 'Thank you, Lucía' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'rita@acme.example' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
