// Issue #37: a recruiter builds a choice question in the create-interview form: two options to
// start, up to ten, never fewer than two, each may be a knockout; the contract's messages show at
// the options; switching away from Choice drops them.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreateInterviewForm } from '../../src/features/interviews/components/create-interview-form.tsx';
import { answerApi, renderScreen, sentBody, signedIn } from './render.tsx';

function renderForm() {
  return renderScreen(<CreateInterviewForm />, { path: '/interviews/create', session: signedIn() });
}

const optionInputs = () => screen.queryAllByRole('textbox', { name: /^Option \d+/ });

describe('the options editor of a choice question', () => {
  it('starts with two options, adds up to ten, removes down to two, and drops them for another format', async () => {
    const { user } = renderForm();
    expect(optionInputs()).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Response format'), 'CHOICE');
    expect(optionInputs()).toHaveLength(2);
    expect(screen.queryByLabelText(/Time limit/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Thinking time/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove option/ })).not.toBeInTheDocument();

    for (let count = 3; count <= 10; count++) {
      await user.click(screen.getByRole('button', { name: 'Add option' }));
    }
    expect(optionInputs()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Add option' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove option/ })).toHaveLength(10);

    for (let count = 10; count > 2; count--) {
      await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    }
    expect(optionInputs()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Remove option/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Response format'), 'TEXT');
    expect(optionInputs()).toHaveLength(0);
    expect(screen.getByLabelText(/Time limit/)).toBeInTheDocument();
  }, 60_000);

  it('shows the contract’s messages at the options, then sends the options with their knockouts', async () => {
    const fetch = answerApi(201, { id: '00000000-0000-4000-8000-000000000009' });
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Interview Title/), 'Driver');
    await user.type(screen.getByLabelText(/Question text/), 'Do you hold a licence?');
    await user.selectOptions(screen.getByLabelText('Response format'), 'CHOICE');
    const [yes, no] = optionInputs();
    if (!yes || !no) throw new Error('A choice question should start with two options');
    await user.type(yes, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Create Interview' }));
    expect(await screen.findByText('Option text is required')).toBeInTheDocument();
    expect(no).toHaveAttribute('aria-invalid', 'true');

    await user.type(no, 'No');
    await user.click(screen.getByRole('checkbox', { name: 'Option 1 is a knockout' }));
    await user.click(screen.getByRole('checkbox', { name: 'Option 2 is a knockout' }));
    await user.click(screen.getByRole('button', { name: 'Create Interview' }));
    expect(
      await screen.findByText('A choice question needs an option that is not a knockout'),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Option 1 is a knockout' }));
    await user.click(screen.getByRole('switch', { name: 'Candidates may pick several options' }));
    await user.selectOptions(screen.getByLabelText('A knockout answer'), 'FLAG');
    await user.click(screen.getByRole('button', { name: 'Create Interview' }));
    await expect.poll(() => fetch.mock.calls.length).toBe(1);
    expect((sentBody(fetch) as { questions: unknown[] }).questions).toEqual([
      {
        text: 'Do you hold a licence?',
        response_format: 'CHOICE',
        time_limit_seconds: 120,
        thinking_seconds: 0,
        max_attempts: 3,
        multiple_choice: true,
        knockout_action: 'FLAG',
        options: [
          { label: 'Yes', knockout: false },
          { label: 'No', knockout: true },
        ],
        competency_indices: [],
      },
    ]);
  }, 60_000);
});
