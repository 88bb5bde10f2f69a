import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecordStep } from '../../src/features/resumes/components/record-step.tsx';
import { SavedTakeNotice } from '../../src/features/resumes/components/saved-take-notice.tsx';
import { UploadStep } from '../../src/features/resumes/components/upload-step.tsx';
import type { RecordingSession, RecordingSessionEvent } from '../../src/media/recording-session.ts';
import { heldTake, sessionAfter } from './recording-sessions.ts';
import { renderScreen } from './render.tsx';

const held = heldTake('candidate/resume.webm');

const recorded: RecordingSessionEvent[] = [
  { type: 'started', take: 1 },
  { type: 'stopped', held },
];

/** The names of the buttons the candidate can see, in order. */
function buttonNames(): string[] {
  return screen
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);
}

/** jsdom has no MediaStream: a stand-in with the tracks RecordStep reads and switches. */
function fakeStream(kinds: ('audio' | 'video')[]) {
  const tracks = kinds.map((kind) => ({ kind, enabled: true }));
  const stream = {
    getVideoTracks: () => tracks.filter((track) => track.kind === 'video'),
    getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
  } as unknown as MediaStream;
  return { stream, tracks };
}

describe("the resume recorder's saved-take notice", () => {
  it('offers a take found from an earlier visit, or a new one instead', async () => {
    const onUse = vi.fn();
    const onDismiss = vi.fn();
    const { user } = renderScreen(<SavedTakeNotice onUse={onUse} onDismiss={onDismiss} />);
    expect(screen.getByText('A recording you made earlier has not been uploaded yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use saved recording' }));
    expect(onUse).toHaveBeenCalledOnce();
    expect(onDismiss).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Record a new one' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe("the resume recorder's Record step", () => {
  function renderRecordStep(props: { recording?: boolean; stopping?: boolean; error?: string | null } = {}) {
    const { recording = false, stopping = false, error = null } = props;
    const media = fakeStream(['audio', 'video']);
    const callbacks = { onStart: vi.fn(), onStop: vi.fn() };
    const view = renderScreen(
      <RecordStep
        stream={media.stream}
        recording={recording}
        stopping={stopping}
        error={error}
        {...callbacks}
      />,
    );
    return { ...view, ...callbacks, ...media };
  }

  it('offers Start Recording before a take, and Start starts', async () => {
    const { user, onStart, onStop } = renderRecordStep();
    expect(screen.getByLabelText('Camera preview')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(buttonNames()).toEqual(['Mute microphone', 'Turn camera off', 'Start Recording']);
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(onStart).toHaveBeenCalledOnce();
    expect(onStop).not.toHaveBeenCalled();
  });

  it('shows Recording and the time recorded while a take runs, and Stop stops', async () => {
    const { user, onStart, onStop } = renderRecordStep({ recording: true });
    expect(screen.getByRole('status')).toHaveTextContent('Recording');
    expect(screen.getByRole('timer', { name: 'Time recorded' })).toHaveTextContent('0:00');
    expect(buttonNames()).toEqual(['Mute microphone', 'Turn camera off', 'Stop Recording']);
    const stop = screen.getByRole('button', { name: 'Stop Recording' });
    expect(stop).toBeEnabled();
    await user.click(stop);
    expect(onStop).toHaveBeenCalledOnce();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('keeps Stop Recording busy while the take is stopping', () => {
    renderRecordStep({ recording: true, stopping: true });
    expect(screen.getByRole('button', { name: 'Stop Recording' })).toBeDisabled();
  });

  it("shows the recorder's error", () => {
    renderRecordStep({ error: 'No recording data available. Please try recording again.' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No recording data available. Please try recording again.',
    );
  });

  it('mutes and unmutes the microphone, and turns the camera off and on', async () => {
    const { user, tracks } = renderRecordStep();
    const [audio, video] = tracks;
    await user.click(screen.getByRole('button', { name: 'Mute microphone' }));
    expect(audio?.enabled).toBe(false);
    expect(video?.enabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute microphone' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Turn camera off' }));
    expect(video?.enabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Turn camera on' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Unmute microphone' }));
    await user.click(screen.getByRole('button', { name: 'Turn camera on' }));
    expect(audio?.enabled).toBe(true);
    expect(video?.enabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Mute microphone' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says the microphone is ready, with no camera toggle, for a microphone-only stream', () => {
    const { stream } = fakeStream(['audio']);
    renderScreen(
      <RecordStep
        stream={stream}
        recording={false}
        stopping={false}
        error={null}
        onStart={vi.fn()}
        onStop={vi.fn()}
      />,
    );
    expect(screen.getByText('Audio only: your microphone is ready.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Camera preview')).not.toBeInTheDocument();
    expect(buttonNames()).toEqual(['Mute microphone', 'Start Recording']);
  });
});

describe("the resume recorder's Upload step", () => {
  function renderUploadStep(session: RecordingSession) {
    const callbacks = { onUpload: vi.fn(), onBack: vi.fn() };
    const view = renderScreen(<UploadStep session={session} {...callbacks} />);
    return { ...view, ...callbacks };
  }

  it('offers Upload Video Resume for a recorded take, or Back to Preview', async () => {
    const { user, onUpload, onBack } = renderUploadStep(sessionAfter('recorded', ...recorded));
    expect(
      screen.getByText(
        'Your recording is ready. Upload it to save your video resume and get its public link.',
      ),
    ).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Back to Preview', 'Upload Video Resume']);
    await user.click(screen.getByRole('button', { name: 'Upload Video Resume' }));
    expect(onUpload).toHaveBeenCalledOnce();
    expect(onBack).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back to Preview' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("shows the upload's progress, with nothing to click", () => {
    renderUploadStep(
      sessionAfter('uploading', ...recorded, { type: 'upload' }, { type: 'progress', percent: 37 }),
    );
    expect(screen.getByText('Uploading your video resume…')).toBeInTheDocument();
    expect(screen.getByText('37%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37');
    expect(screen.queryByText(/^Your connection has a problem\./)).not.toBeInTheDocument();
    expect(buttonNames()).toEqual([]);
  });

  it('says at once that the connection has a problem while requests are retried', () => {
    renderUploadStep(
      sessionAfter('uploading', ...recorded, { type: 'upload' }, { type: 'retrying', retrying: true }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your connection has a problem. Your recording is saved on this device and we keep trying to upload it.',
    );
  });

  it('says Upload Failed and why, and offers Try Again or Back to Preview', async () => {
    const { user, onUpload, onBack } = renderUploadStep(
      sessionAfter(
        'failed',
        ...recorded,
        { type: 'upload' },
        { type: 'upload-failed', error: 'Your connection dropped. Please try again.' },
      ),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Upload Failed');
    expect(alert).toHaveTextContent('Your connection dropped. Please try again.');
    expect(buttonNames()).toEqual(['Back to Preview', 'Try Again']);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onUpload).toHaveBeenCalledOnce();
    expect(onBack).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back to Preview' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('says Upload Successful! once the resume is stored', () => {
    renderUploadStep(sessionAfter('uploaded', ...recorded, { type: 'upload' }, { type: 'uploaded' }));
    expect(screen.getByRole('heading', { name: 'Upload Successful!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your video resume is saved. Taking you to your dashboard…',
    );
    expect(buttonNames()).toEqual([]);
  });
});
