// The edit screen's language select (issue #36 item 3): filled from the interview, sent with PUT.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InterviewDetail } from '#contract/interviews';
import { EditInterviewPage } from '../../src/features/interviews/edit-interview-page.tsx';
import { renderScreen, signedIn } from './render.tsx';

const id = '00000000-0000-4000-8000-000000000101';

const interview: InterviewDetail = {
  id,
  title: 'Ingénieure',
  description: null,
  welcome_video_url: null,
  status: 'ACTIVE',
  created_at: '2026-11-20T10:00:00Z',
  workspace_id: '00000000-0000-4000-8000-000000000201',
  created_by_name: 'Rita Recruiter',
  practice_question: true,
  default_deadline_days: 7,
  reminder_hours: [48, 24],
  decision_due_on: null,
  questions: [
    {
      id: '00000000-0000-4000-8000-000000000301',
      order_number: 1,
      text: 'Pourquoi nous ?',
      response_format: 'VIDEO',
      time_limit_seconds: 120,
      thinking_seconds: 0,
      max_attempts: 3,
      multiple_choice: false,
      knockout_action: 'END',
      prompt_video_id: null,
      options: [],
    },
  ],
  anonymous_review: false,
  competency_count: 0,
  questions_locked: false,
  language: 'fr',
  welcome_prompt_video_id: null,
};

/** GET answers the interview, PUT its id; returns the stub to read what was sent. */
function answerInterviewApi() {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = init?.method === 'PUT' ? { id } : interview;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function selectInput(label: string): HTMLElement {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${label}`);
  return input;
}

describe('the edit-interview form', () => {
  it("shows the interview's language and sends the one chosen", async () => {
    const fetch = answerInterviewApi();
    const { user } = renderScreen(<EditInterviewPage />, {
      path: '/interviews/:id/edit',
      url: `/interviews/${id}/edit`,
      otherPaths: ['/interviews/:id'],
      session: signedIn(),
    });
    await screen.findByDisplayValue('Ingénieure');
    expect(selectInput('Language')).toHaveValue('Français — French');

    await user.click(selectInput('Language'));
    await user.click(await screen.findByRole('option', { name: /^Español/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('heading', { name: '/interviews/:id' });
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ title: 'Ingénieure', language: 'es' });
  });
});
