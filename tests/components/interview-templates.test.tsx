// The library on the recruiter's screens (issue #37 item 4): "Start from a template" fills the
// create form (after asking, when something was entered) and nothing is created until the recruiter
// saves; "Save as template" asks a name and shows a name taken at the field; "Save to library" sends
// the question as the form holds it, and "Add from library" adds a saved question after the others.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InterviewTemplateAnswer } from '#contract/interview-templates';
import { interviewContentSchema, type InterviewDetail } from '#contract/interviews';
import { CreateInterviewForm } from '../../src/features/interviews/components/create-interview-form.tsx';
import { SaveInterviewTemplateButton } from '../../src/features/interviews/components/save-interview-template-button.tsx';
import { findNotification, renderScreen, signedIn } from './render.tsx';

const workspaceId = '00000000-0000-4000-8000-000000000201';
const interviewId = '00000000-0000-4000-8000-000000000101';

const anchors = (name: string) => [1, 2, 3, 4, 5].map((level) => `${name}: level ${level}`);

/** An interview template as the api sends it: content checked, defaults applied. */
const content = interviewContentSchema.parse({
  title: 'Night support agent',
  description: 'For the night shift.',
  language: 'de',
  anonymous_review: true,
  practice_question: false,
  default_deadline_days: 12,
  reminder_hours: [72],
  questions: [
    {
      text: 'Tell us about an upset customer.',
      time_limit_seconds: 240,
      thinking_seconds: 45,
      competency_indices: [1],
    },
    {
      text: 'Which shifts can you work?',
      response_format: 'CHOICE',
      multiple_choice: true,
      knockout_action: 'FLAG',
      options: [{ label: 'Nights' }, { label: 'None', knockout: true }],
      competency_indices: [0, 1],
    },
  ],
  scorecard: {
    competencies: [
      { name: 'Empathy', description: 'Feels with the customer', anchors: anchors('Empathy') },
      { name: 'Clarity', anchors: anchors('Clarity') },
    ],
  },
});

const interviewTemplate: InterviewTemplateAnswer = {
  id: '00000000-0000-4000-8000-000000000401',
  kind: 'INTERVIEW',
  name: 'Night support',
  builtin: false,
  created_at: '2026-11-20T10:00:00Z',
  created_by_name: 'Rita Recruiter',
  content,
};

const questionTemplate: InterviewTemplateAnswer = {
  id: '00000000-0000-4000-8000-000000000402',
  kind: 'QUESTION',
  name: 'Shifts',
  builtin: false,
  created_at: '2026-11-20T10:00:00Z',
  created_by_name: 'Rita Recruiter',
  content: {
    text: 'Which shifts can you work?',
    response_format: 'CHOICE',
    time_limit_seconds: 120,
    thinking_seconds: 0,
    max_attempts: 1,
    multiple_choice: false,
    knockout_action: 'END',
    options: [
      { label: 'Days', knockout: false },
      { label: 'Never', knockout: true },
    ],
  },
};

/** Answers the api by method and path ('GET /interview-templates'); 404 for anything else. */
function answerRoutes(routes: Record<string, { status: number; body: unknown }>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname.replace(/^.*\/api/, '');
    const answer = routes[`${init?.method ?? 'GET'} ${path}`] ?? {
      status: 404,
      body: { error: 'Not found' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function sentTo(fetch: ReturnType<typeof answerRoutes>, method: string, path: string): unknown[] {
  return fetch.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(url).pathname.endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

function renderCreateForm() {
  return renderScreen(<CreateInterviewForm workspaceId={workspaceId} />, {
    path: '/interviews/create',
    otherPaths: ['/interviews/:id'],
    session: signedIn(),
  });
}

describe('Start from a template', () => {
  it('fills the form after asking to replace what was entered, and creates only when saved', async () => {
    const fetch = answerRoutes({
      'GET /interview-templates': { status: 200, body: [interviewTemplate] },
      'POST /interviews': { status: 201, body: { id: interviewId } },
    });
    const { user } = renderCreateForm();
    await user.type(screen.getByLabelText(/Interview Title/), 'X');
    await user.click(screen.getByRole('button', { name: 'Start from a template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start from a template' });
    expect(within(dialog).getByText('2 questions, 2 competencies on the scorecard')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use Night support' }));
    await user.click(await screen.findByRole('button', { name: 'Replace' }));

    expect(await screen.findByDisplayValue('Night support agent')).toBeInTheDocument();
    expect(
      screen.getAllByLabelText(/Question text/).map((field) => (field as HTMLTextAreaElement).value),
    ).toEqual(content.questions.map((question) => question.text));
    expect(screen.getByDisplayValue('Nights')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Empathy')).toBeInTheDocument();
    expect(sentTo(fetch, 'POST', '/interviews')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Create Interview' }));
    await screen.findByRole('heading', { name: '/interviews/:id' });
    expect(sentTo(fetch, 'POST', '/interviews')).toEqual([
      JSON.parse(JSON.stringify({ ...content, workspace_id: workspaceId })),
    ]);
  });
});

describe('Save as template', () => {
  const interview = {
    id: interviewId,
    title: 'Night support agent',
    workspace_id: workspaceId,
  } as InterviewDetail;

  it('saves the interview under the name given', async () => {
    const fetch = answerRoutes({ 'POST /interview-templates': { status: 201, body: interviewTemplate } });
    const { user } = renderScreen(<SaveInterviewTemplateButton interview={interview} />, {
      session: signedIn(),
    });
    await user.click(screen.getByRole('button', { name: 'Save as template' }));
    const name = await screen.findByLabelText(/Template name/);
    expect(name).toHaveValue('Night support agent');
    await user.clear(name);
    await user.type(name, '  Night support  ');
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    await findNotification('Saved as template “Night support”');
    expect(sentTo(fetch, 'POST', '/interview-templates')).toEqual([
      { workspace_id: workspaceId, kind: 'INTERVIEW', name: 'Night support', interview_id: interviewId },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a name already taken at the name, keeping the dialog open', async () => {
    const taken = 'A template with this name already exists';
    answerRoutes({
      'POST /interview-templates': { status: 409, body: { error: taken, fields: { name: taken } } },
    });
    const { user } = renderScreen(<SaveInterviewTemplateButton interview={interview} />, {
      session: signedIn(),
    });
    await user.click(screen.getByRole('button', { name: 'Save as template' }));
    await user.click(await screen.findByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByLabelText(/Template name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Save as template' })).toBeInTheDocument();
  });
});

describe('the question library', () => {
  it('saves a question as the form holds it, and adds a saved one after the others', async () => {
    const fetch = answerRoutes({
      'POST /interview-templates': { status: 201, body: questionTemplate },
      'GET /interview-templates': { status: 200, body: [questionTemplate] },
    });
    const { user } = renderCreateForm();
    await user.type(screen.getByLabelText(/Question text/), 'Why us?');
    await user.click(screen.getByRole('button', { name: 'Save to library: question 1' }));
    expect(await screen.findByLabelText(/Template name/)).toHaveValue('Why us?');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await findNotification('Question saved to the library as “Why us?”');
    expect(sentTo(fetch, 'POST', '/interview-templates')).toEqual([
      {
        workspace_id: workspaceId,
        kind: 'QUESTION',
        name: 'Why us?',
        question: {
          text: 'Why us?',
          response_format: 'VIDEO',
          time_limit_seconds: 120,
          thinking_seconds: 0,
          max_attempts: 3,
          multiple_choice: false,
          knockout_action: 'END',
          options: [],
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Add from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add from library' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add Shifts' }));
    const texts = screen
      .getAllByLabelText(/Question text/)
      .map((field) => (field as HTMLTextAreaElement).value);
    expect(texts).toEqual(['Why us?', 'Which shifts can you work?']);
    expect(screen.getByDisplayValue('Never')).toBeInTheDocument();
  });

  it('says what to fix before saving a question that is not ready, sending nothing', async () => {
    const fetch = answerRoutes({});
    const { user } = renderCreateForm();
    await user.click(screen.getByRole('button', { name: 'Save to library: question 1' }));
    await findNotification('Fix this question before saving it: Question text is required');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentTo(fetch, 'POST', '/interview-templates')).toEqual([]);
  });
});
