import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scorecardTemplates } from '#contract/scorecard-templates';
import { CreateInterviewForm } from '../../src/features/interviews/components/create-interview-form.tsx';
import { answerApi, renderScreen, sentBody, signedIn } from './render.tsx';

function renderForm() {
  return renderScreen(<CreateInterviewForm />, { path: '/interviews/create', session: signedIn() });
}

/** The input of a Select labelled `label` (its open dropdown carries the label too). */
function selectInput(label: string): HTMLElement {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${label}`);
  return input;
}

function competency(n: number): HTMLElement {
  return screen.getByRole('group', { name: `Competency ${n}` });
}

describe('the scorecard builder of the create-interview form', () => {
  it('fills the competencies from a template, and sends them with the questions’ links', async () => {
    const fetch = answerApi(201, { id: '00000000-0000-4000-8000-000000000009' });
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Interview Title/), 'Engineer');
    await user.type(screen.getByLabelText(/Question text/), 'Describe a bug you fixed');
    await user.click(selectInput('Start from a template'));
    await user.click(await screen.findByRole('option', { name: 'Engineering' }));

    const engineering = scorecardTemplates.find((template) => template.name === 'Engineering');
    const names = engineering?.competencies.map((c) => c.name) ?? [];
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(within(competency(1)).getByLabelText(/^Name/)).toHaveValue(names[0]);
    expect(within(competency(1)).getByLabelText('Competency 1, level 5')).toHaveValue(
      engineering?.competencies[0]?.anchors[4],
    );
    expect(screen.queryByRole('group', { name: `Competency ${names.length + 1}` })).not.toBeInTheDocument();

    await user.click(selectInput('Evaluates'));
    await user.click(await screen.findByRole('option', { name: 'Debugging' }));
    await user.click(screen.getByRole('switch', { name: /Anonymous review/ }));
    await user.click(screen.getByRole('button', { name: 'Create Interview' }));

    await expect.poll(() => fetch.mock.calls.length).toBe(1);
    const body = sentBody(fetch) as {
      questions: unknown[];
      anonymous_review: boolean;
      scorecard: { competencies: { name: string }[] };
    };
    expect(body.anonymous_review).toBe(true);
    expect(body.scorecard.competencies.map((c) => c.name)).toEqual(names);
    expect(body.questions).toEqual([
      {
        text: 'Describe a bug you fixed',
        response_format: 'VIDEO',
        time_limit_seconds: 120,
        thinking_seconds: 0,
        max_attempts: 3,
        multiple_choice: false,
        knockout_action: 'END',
        options: [],
        competency_indices: [names.indexOf('Debugging')],
      },
    ]);
  }, 60_000);

  it("shows the contract's messages on the competency's fields and sends nothing", async () => {
    const fetch = answerApi(201, {});
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Interview Title/), 'Engineer');
    await user.type(screen.getByLabelText(/Question text/), 'Why us?');
    await user.click(screen.getByRole('button', { name: 'Add competency' }));
    await user.click(screen.getByRole('button', { name: 'Add competency' }));
    await user.type(within(competency(1)).getByLabelText(/^Name/), 'Ownership');
    await user.type(within(competency(2)).getByLabelText(/^Name/), 'ownership');
    for (const level of [1, 2, 3, 4, 5]) {
      await user.type(within(competency(1)).getByLabelText(`Competency 1, level ${level}`), `Level ${level}`);
    }
    await user.click(screen.getByRole('button', { name: 'Create Interview' }));

    expect(await within(competency(2)).findByText('Each competency needs its own name')).toBeInTheDocument();
    expect(within(competency(2)).getAllByText('Describe what this level means')).toHaveLength(5);
    expect(within(competency(1)).queryByText('Describe what this level means')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove competency 2' }));
    await user.click(screen.getByRole('button', { name: 'Create Interview' }));
    await expect.poll(() => fetch.mock.calls.length).toBe(1);
  }, 60_000);
});
