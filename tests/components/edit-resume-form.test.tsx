import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VideoResumeView } from '#contract/video-resumes';
import { EditResumeForm } from '../../src/features/resumes/components/edit-resume-form.tsx';
import { ApiError } from '../../src/lib/api-client.ts';
import { showServerFieldErrors } from '../../src/lib/server-field-errors.ts';
import { renderScreen } from './render.tsx';

const resume = {
  id: '00000000-0000-4000-8000-0000000000bb',
  title: 'Hello',
  description: 'About me',
  is_active: true,
} as VideoResumeView;

describe('the edit-resume form', () => {
  it('sends what the contract makes of the values: a blank title becomes the default', async () => {
    const onSave = vi.fn();
    const { user } = renderScreen(
      <EditResumeForm resume={resume} saving={false} onSave={onSave} onCancel={() => {}} />,
    );
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.type(screen.getByLabelText('Description'), '  ');
    await user.click(screen.getByLabelText(/^Active/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      title: 'My Video Resume',
      description: 'About me',
      is_active: false,
    });
  });

  it("shows the server's field errors beside the inputs", async () => {
    const onSave = vi.fn((_input, form) =>
      showServerFieldErrors(
        form,
        new ApiError(400, { error: 'Invalid input', fields: { description: 'Not allowed here' } }),
      ),
    );
    const { user } = renderScreen(
      <EditResumeForm resume={resume} saving={false} onSave={onSave} onCancel={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Not allowed here')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
  });
});
