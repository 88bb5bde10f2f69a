// Issue #37: a choice question as its recruiters read it (the overview names the knockouts) and
// edit it (the options filled from the interview, sent back as they are).
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InterviewDetail } from '#contract/interviews';
import { InterviewOverview } from '../../src/features/interviews/components/interview-overview.tsx';
import { EditInterviewPage } from '../../src/features/interviews/edit-interview-page.tsx';
import { renderScreen, signedIn } from './render.tsx';

const id = '00000000-0000-4000-8000-000000000101';

const interview: InterviewDetail = {
  id,
  title: 'Driver',
  description: null,
  welcome_video_url: null,
  status: 'ACTIVE',
  created_at: '2026-11-20T10:00:00Z',
  workspace_id: '00000000-0000-4000-8000-000000000201',
  created_by_name: 'Rita Recruiter',
  practice_question: false,
  default_deadline_days: 7,
  reminder_hours: [48, 24],
  decision_due_on: null,
  questions: [
    {
      id: '00000000-0000-4000-8000-000000000301',
      order_number: 1,
      text: 'Do you hold a licence?',
      response_format: 'CHOICE',
      time_limit_seconds: 120,
      thinking_seconds: 0,
      max_attempts: 3,
      multiple_choice: false,
      knockout_action: 'FLAG',
      prompt_video_id: null,
      options: [
        { id: '00000000-0000-4000-8000-000000000401', label: 'Yes', knockout: false },
        { id: '00000000-0000-4000-8000-000000000402', label: 'No', knockout: true },
      ],
    },
  ],
  anonymous_review: false,
  competency_count: 0,
  questions_locked: false,
  language: 'en',
  welcome_prompt_video_id: null,
};

describe('a choice question', () => {
  it('lists its options in the overview and names the knockout in words', () => {
    renderScreen(<InterviewOverview interview={interview} />);
    const items = within(screen.getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Yes', 'NoKnockout']);
    expect(screen.getByText(/A knockout answer only flags the answer/)).toBeInTheDocument();
  });

  it('is edited with its options, sent back as they are', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = init?.method === 'PUT' ? { id } : interview;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const { user } = renderScreen(<EditInterviewPage />, {
      path: '/interviews/:id/edit',
      url: `/interviews/${id}/edit`,
      otherPaths: ['/interviews/:id'],
      session: signedIn(),
    });
    expect(await screen.findByRole('textbox', { name: /^Option 2/ })).toHaveValue('No');
    expect(screen.getByRole('checkbox', { name: 'Option 2 is a knockout' })).toBeChecked();
    expect(screen.getByLabelText('A knockout answer')).toHaveValue('FLAG');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { name: '/interviews/:id' });
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      questions: [
        {
          id: interview.questions[0]?.id,
          response_format: 'CHOICE',
          knockout_action: 'FLAG',
          options: [
            { label: 'Yes', knockout: false },
            { label: 'No', knockout: true },
          ],
        },
      ],
    });
  }, 60_000);
});
