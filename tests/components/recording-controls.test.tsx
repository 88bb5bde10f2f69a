import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecordingControls } from '../../src/features/take/components/recording-controls.tsx';
import type { RecordingSession } from '../../src/media/recording-session.ts';
import { heldTake, sessionAfter } from './recording-sessions.ts';
import { renderScreen } from './render.tsx';

const held = heldTake('invitation/question/take-1.webm');

const states = {
  idle: () => sessionAfter('idle'),
  recording: () => sessionAfter('recording', { type: 'started', take: 1 }),
  stopping: () => sessionAfter('stopping', { type: 'started', take: 1 }, { type: 'stop' }),
  recorded: () => sessionAfter('recorded', { type: 'started', take: 1 }, { type: 'stopped', held }),
  uploading: (percent: number) =>
    sessionAfter(
      'uploading',
      { type: 'started', take: 1 },
      { type: 'stopped', held },
      { type: 'upload' },
      { type: 'progress', percent },
    ),
  failed: (error: string) =>
    sessionAfter(
      'failed',
      { type: 'started', take: 1 },
      { type: 'stopped', held },
      { type: 'upload' },
      { type: 'upload-failed', error },
    ),
  found: () => sessionAfter('found', { type: 'recovered', held }),
  uploaded: () =>
    sessionAfter(
      'uploaded',
      { type: 'started', take: 1 },
      { type: 'stopped', held },
      { type: 'upload' },
      { type: 'uploaded' },
    ),
};

interface Options {
  answered?: boolean;
  retakesLeft?: number;
  canStart?: boolean;
}

function renderControls(session: RecordingSession, options: Options = {}) {
  const { answered = false, retakesLeft = 2, canStart = true } = options;
  const callbacks = { onStart: vi.fn(), onStop: vi.fn(), onUpload: vi.fn(), onRetake: vi.fn() };
  const view = renderScreen(
    <RecordingControls
      session={session}
      answered={answered}
      retakesLeft={retakesLeft}
      canStart={canStart}
      {...callbacks}
    />,
  );
  return { ...view, ...callbacks };
}

/** The names of the buttons the candidate can see, in order. */
function buttonNames(): string[] {
  return screen.queryAllByRole('button').map((button) => button.textContent ?? '');
}

describe("the answer recorder's controls", () => {
  it('offers Start Recording on an unanswered question, and Start starts', async () => {
    const { user, onStart, onStop, onUpload, onRetake } = renderControls(states.idle());
    expect(buttonNames()).toEqual(['Start Recording']);
    const start = screen.getByRole('button', { name: 'Start Recording' });
    expect(start).toBeEnabled();
    await user.click(start);
    expect(onStart).toHaveBeenCalledOnce();
    expect(onStop).not.toHaveBeenCalled();
    expect(onUpload).not.toHaveBeenCalled();
    expect(onRetake).not.toHaveBeenCalled();
  });

  it('keeps Start Recording disabled while it cannot start (no camera yet, no takes left)', async () => {
    const { user, onStart } = renderControls(states.idle(), { canStart: false });
    const start = screen.getByRole('button', { name: 'Start Recording' });
    expect(start).toBeDisabled();
    await user.click(start);
    expect(onStart).not.toHaveBeenCalled();
  });

  it.each(['recording', 'stopping'] as const)(
    'shows only Stop Recording while %s, and Stop stops',
    async (name) => {
      const { user, onStart, onStop } = renderControls(states[name]());
      expect(buttonNames()).toEqual(['Stop Recording']);
      await user.click(screen.getByRole('button', { name: 'Stop Recording' }));
      expect(onStop).toHaveBeenCalledOnce();
      expect(onStart).not.toHaveBeenCalled();
    },
  );

  it('shows the upload at 0% as soon as the take stopped, with nothing to click', () => {
    renderControls(states.recorded());
    expect(screen.getByRole('status')).toHaveTextContent('Uploading your response… 0%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(buttonNames()).toEqual([]);
  });

  it("shows the upload's progress while uploading, with nothing to click", () => {
    renderControls(states.uploading(42));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading your response… 42%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(buttonNames()).toEqual([]);
  });

  it('says why an upload failed and offers Retry upload and Retake', async () => {
    const { user, onUpload, onRetake, onStart } = renderControls(
      states.failed('Upload error: you are signed out. Please sign in again.'),
      { retakesLeft: 2 },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Upload error: you are signed out. Please sign in again.',
    );
    expect(buttonNames()).toEqual(['Retry upload', 'Retake (2 left)']);
    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(onUpload).toHaveBeenCalledOnce();
    expect(onRetake).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retake (2 left)' }));
    expect(onRetake).toHaveBeenCalledOnce();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('offers only Retry upload after a failure when no retakes are left', () => {
    renderControls(states.failed('Network error'), { retakesLeft: 0 });
    expect(buttonNames()).toEqual(['Retry upload']);
  });

  it('offers a take found from an earlier visit for upload, or a new take instead', async () => {
    const { user, onUpload, onRetake, onStart } = renderControls(states.found(), { retakesLeft: 1 });
    expect(
      screen.getByText('A recording you made earlier for this question has not been uploaded yet.'),
    ).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Upload saved recording', 'Record a new take']);
    await user.click(screen.getByRole('button', { name: 'Upload saved recording' }));
    expect(onUpload).toHaveBeenCalledOnce();
    expect(onRetake).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Record a new take' }));
    expect(onRetake).toHaveBeenCalledOnce();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('offers only the upload of a found take when no retakes are left', () => {
    renderControls(states.found(), { retakesLeft: 0 });
    expect(buttonNames()).toEqual(['Upload saved recording']);
  });

  it('confirms a stored answer and offers Retake with the takes left', async () => {
    const { user, onRetake, onStart } = renderControls(states.uploaded(), { answered: true, retakesLeft: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('Response recorded successfully');
    expect(buttonNames()).toEqual(['Retake (1 left)']);
    await user.click(screen.getByRole('button', { name: 'Retake (1 left)' }));
    expect(onRetake).toHaveBeenCalledOnce();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('confirms an answer stored on an earlier visit, with no Retake once none are left', () => {
    renderControls(states.idle(), { answered: true, retakesLeft: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Response recorded successfully');
    expect(buttonNames()).toEqual([]);
  });
});
