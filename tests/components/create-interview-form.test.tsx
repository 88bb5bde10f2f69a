import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreateInterviewForm } from '../../src/features/interviews/components/create-interview-form.tsx';
import { answerApi, findNotification, renderScreen, sentBody, signedIn } from './render.tsx';

function renderForm() {
  return renderScreen(<CreateInterviewForm />, { path: '/interviews/create', session: signedIn() });
}

/** The input of a Select labelled `label` (its open dropdown carries the label too). */
function selectInput(label: string): HTMLElement {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${label}`);
  return input;
}

describe('the create-interview form', () => {
  it("shows the contract's messages beside the fields and sends nothing", async () => {
    const fetch = answerApi(201, {});
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Welcome Video URL/), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Create Interview' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('At least one question is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid http:// or https:// URL')).toBeInTheDocument();
    expect(screen.getByLabelText(/Interview Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Question text/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the rows as entered, and says why in the notification", async () => {
    const message = 'Question text must be at most 2000 characters';
    const fetch = answerApi(400, { error: 'Invalid input', fields: { 'questions.0.text': message } });
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Interview Title/), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    const [blankRow, secondRow] = screen.getAllByLabelText(/Question text/);
    if (!blankRow || !secondRow) throw new Error('The form should show two question rows');
    // A blank row is dropped, so its out-of-range limit does not matter.
    const [blankLimit] = screen.getAllByLabelText(/Time limit/);
    if (!blankLimit) throw new Error('The blank row should have a time limit');
    await user.clear(blankLimit);
    await user.type(blankLimit, '5');
    await user.type(secondRow, 'Why us?');
    await user.click(screen.getByRole('button', { name: 'Create Interview' }));

    await findNotification(`Failed to create interview. Please try again. ${message}.`);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(secondRow).toHaveAttribute('aria-invalid', 'true');
    expect(blankRow).not.toHaveAttribute('aria-invalid', 'true');
    expect(sentBody(fetch)).toEqual({
      title: 'Engineer',
      questions: [
        {
          text: 'Why us?',
          response_format: 'VIDEO',
          time_limit_seconds: 120,
          thinking_seconds: 0,
          max_attempts: 3,
          multiple_choice: false,
          knockout_action: 'END',
          options: [],
          competency_indices: [],
        },
      ],
      anonymous_review: false,
      practice_question: true,
      default_deadline_days: 7,
      reminder_hours: [48, 24],
    });
  });

  it("checks each row's time limit, and offers to remove a row only while there are two or more", async () => {
    const fetch = answerApi(201, {});
    const { user } = renderForm();
    expect(screen.queryByRole('button', { name: /^Remove question/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Interview Title/), 'Engineer');
    await user.type(screen.getByLabelText(/Question text/), 'Why us?');
    await user.clear(screen.getByLabelText(/Time limit/));
    await user.type(screen.getByLabelText(/Time limit/), '20');
    await user.click(screen.getByRole('button', { name: 'Create Interview' }));
    expect(
      await screen.findByText(/^Time limit must be a whole number of seconds from 30 /),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Time limit/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    await user.type(screen.getAllByLabelText(/Question text/)[1] as HTMLElement, 'Second');
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.getByLabelText(/Question text/)).toHaveValue('Second');
    expect(screen.queryByRole('button', { name: /^Remove question/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard');
  });

  it("names the workspace's language as the default it takes", () => {
    renderScreen(<CreateInterviewForm workspaceLanguage="fr" />, {
      path: '/interviews/create',
      session: signedIn(),
    });
    expect(selectInput('Language')).toHaveAttribute('placeholder', 'Workspace default: Français — French');
  });

  // Left alone, the select sends no language (the body above): the server gives the workspace's.
  it('sends the language chosen', async () => {
    const fetch = answerApi(201, { id: '00000000-0000-4000-8000-000000000009' });
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Interview Title/), 'Ingeniera');
    await user.type(screen.getByLabelText(/Question text/), '¿Por qué nosotros?');
    await user.click(selectInput('Language'));
    await user.click(await screen.findByRole('option', { name: /^Español/ }));
    await user.click(screen.getByRole('button', { name: 'Create Interview' }));
    await expect.poll(() => fetch.mock.calls.length).toBe(1);
    expect(sentBody(fetch)).toMatchObject({ title: 'Ingeniera', language: 'es' });
  });
});
