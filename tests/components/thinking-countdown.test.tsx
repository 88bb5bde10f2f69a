// The thinking-time countdown (src/features/take/components/thinking-countdown.tsx): it counts down
// in m:ss only while running, calls onDone once at 0, and "Start recording now" calls it early.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThinkingCountdown } from '../../src/features/take/components/thinking-countdown.tsx';
import { renderScreen } from './render.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderCountdown(running: boolean, onDone = vi.fn()) {
  renderScreen(
    <ThinkingCountdown
      questionId="q1"
      seconds={3}
      running={running}
      startLabel="Start recording now"
      onDone={onDone}
    />,
  );
  return onDone;
}

const timer = () => screen.getByRole('timer', { name: 'Thinking time' });

describe('the thinking-time countdown', () => {
  it('counts down to 0 and then starts the answer, once', async () => {
    const onDone = renderCountdown(true);
    expect(timer()).toHaveTextContent('0:03');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer()).toHaveTextContent('0:02');
    expect(onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(timer()).toHaveTextContent('0:00');
    expect(onDone).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('waits while not running (the camera is not ready yet)', async () => {
    const onDone = renderCountdown(false);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(timer()).toHaveTextContent('0:03');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('lets the candidate start early', () => {
    const onDone = renderCountdown(true);
    fireEvent.click(screen.getByRole('button', { name: 'Start recording now' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
