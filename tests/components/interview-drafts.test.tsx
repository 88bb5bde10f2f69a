import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InterviewDrafts } from '#contract/interview-drafts';
import { CreateInterviewForm } from '../../src/features/interviews/components/create-interview-form.tsx';
import { renderScreen, signedIn } from './render.tsx';

const WORKSPACE_ID = '00000000-0000-4000-8000-0000000000aa';
const JOB =
  'Store supervisor: lead a team of six, handle customer complaints and plan the weekly deliveries.';
const ANCHORS = ['Vague', 'Some detail', 'Clear', 'Clear with results', 'Clear, measured, reflective'];

const DRAFTS: InterviewDrafts = {
  questions: [
    {
      text: 'Tell me about a time you calmed an upset customer.',
      response_format: 'VIDEO',
      time_limit_seconds: 120,
      thinking_seconds: 30,
    },
    {
      text: 'Write how you would plan a week of deliveries.',
      response_format: 'TEXT',
      time_limit_seconds: 300,
      thinking_seconds: 0,
    },
  ],
  competencies: [{ name: 'Customer focus', description: 'Puts the customer first', anchors: ANCHORS }],
  removed: 3,
};

/** The api as the form meets it: no scorecards to copy, `drafts` for the draft call, 201 for the create. */
function stubApi(drafts: { status: number; body: unknown } = { status: 200, body: DRAFTS }) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/interviews/drafts')) return json(drafts.status, drafts.body);
    if (url.endsWith('/interviews')) return json(201, { id: '00000000-0000-4000-8000-000000000009' });
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const callsTo = (fetch: ReturnType<typeof stubApi>, ending: string) =>
  fetch.mock.calls.filter(([url]) => url.endsWith(ending));

const bodyOf = (call: [string, RequestInit?] | undefined): unknown =>
  typeof call?.[1]?.body === 'string' ? JSON.parse(call[1].body) : undefined;

async function generateDrafts() {
  const view = renderScreen(<CreateInterviewForm workspaceId={WORKSPACE_ID} workspaceLanguage="en" />, {
    path: '/interviews/create',
    session: signedIn(),
    otherPaths: ['/interviews/:id'],
  });
  const { user } = view;
  await user.click(screen.getByRole('button', { name: 'Draft from a job description' }));
  const dialog = await screen.findByRole('dialog', { name: 'Draft from a job description' });
  await user.click(within(dialog).getByLabelText(/Job description/));
  await user.paste(JOB);
  await user.click(within(dialog).getByRole('button', { name: 'Generate drafts' }));
  return { ...view, dialog };
}

/** The stubbed api answers at once, but this machine renders the modal's answer slowly. */
const RESPONSE = { timeout: 5000 };

const group = (name: string) => screen.getByRole('group', { name });

describe('drafts from a job description on the create form', () => {
  it('puts only the accepted drafts, as edited, into the questions and the scorecard', async () => {
    const fetch = stubApi();
    const { user, dialog } = await generateDrafts();

    expect(
      await within(dialog).findByText(
        '3 suggestions touching protected characteristics (such as age, religion or nationality) were left out.',
        {},
        RESPONSE,
      ),
    ).toBeInTheDocument();
    expect(bodyOf(callsTo(fetch, '/interviews/drafts')[0])).toEqual({
      workspace_id: WORKSPACE_ID,
      job_description: JOB,
      language: 'en',
    });

    const first = group('Suggested question 1');
    await user.clear(within(first).getByLabelText('Question text'));
    await user.paste('Tell me about an angry customer.');
    await user.click(within(first).getByRole('button', { name: 'Accept' }));
    // The other question is now the first of the list.
    await user.click(within(group('Suggested question 1')).getByRole('button', { name: 'Discard' }));
    await user.click(within(group('Suggested competency 1')).getByRole('button', { name: 'Accept' }));
    expect(within(dialog).getByText('No drafts left to review.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByLabelText(/Interview Title/));
    await user.paste('Store supervisor');
    await user.click(screen.getByRole('button', { name: 'Create Interview' }));
    await expect.poll(() => callsTo(fetch, '/interviews').length).toBe(1);
    expect(bodyOf(callsTo(fetch, '/interviews')[0])).toMatchObject({
      title: 'Store supervisor',
      // The new form's empty question gave way to the accepted one.
      questions: [
        {
          text: 'Tell me about an angry customer.',
          response_format: 'VIDEO',
          time_limit_seconds: 120,
          thinking_seconds: 30,
        },
      ],
      scorecard: {
        competencies: [{ name: 'Customer focus', description: 'Puts the customer first', anchors: ANCHORS }],
      },
    });
  }, 60_000);

  it('Accept all adds every draft after the questions already written, and closes', async () => {
    stubApi();
    const view = renderScreen(<CreateInterviewForm workspaceId={WORKSPACE_ID} />, {
      path: '/interviews/create',
      session: signedIn(),
    });
    const { user } = view;
    await user.click(screen.getByLabelText(/Question text/));
    await user.paste('Why this store?');
    await user.click(screen.getByRole('button', { name: 'Draft from a job description' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(/Job description/));
    await user.paste(JOB);
    await user.click(within(dialog).getByRole('button', { name: 'Generate drafts' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Accept all' }, RESPONSE));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getAllByLabelText(/Question text/).map((input) => (input as HTMLTextAreaElement).value),
    ).toEqual([
      'Why this store?',
      'Tell me about a time you calmed an upset customer.',
      'Write how you would plan a week of deliveries.',
    ]);
    expect(screen.getByDisplayValue('Customer focus')).toBeInTheDocument();
  }, 60_000);

  it('says the AI is not configured in place of drafts, and the button says so from then on', async () => {
    const message =
      'Drafting with AI is not configured: set OPENAI_API_KEY (and OPENAI_BASE_URL for a server other than OpenAI)';
    stubApi({ status: 503, body: { error: message, code: 'ai_not_configured' } });
    const { user, dialog } = await generateDrafts();

    expect(await within(dialog).findByText(message, {}, RESPONSE)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Generate drafts' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(
      screen.getByRole('button', { name: 'Draft from a job description (the AI is not configured)' }),
    ).toBeInTheDocument();
  });

  it("tells a provider's failure, and refuses a description too short without asking", async () => {
    const fetch = stubApi({
      status: 502,
      body: { error: 'The AI service returned drafts in an unexpected format; try again' },
    });
    const { user, dialog } = await generateDrafts();
    expect(
      await within(dialog).findByText(
        'The AI service returned drafts in an unexpected format; try again',
        {},
        RESPONSE,
      ),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Job description/));
    await user.paste('Cashier');
    await user.click(within(dialog).getByRole('button', { name: 'Generate drafts' }));
    expect(within(dialog).getByText('Paste a job description of 50 to 20000 characters')).toBeInTheDocument();
    expect(callsTo(fetch, '/interviews/drafts')).toHaveLength(1);
  });
});
