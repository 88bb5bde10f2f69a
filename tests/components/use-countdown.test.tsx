// useCountdown (src/media/use-countdown.ts) on vitest's fake clock, which drives its timers and Date:
// 30 s pass in no time.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from '../../src/media/use-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function Countdown({ seconds, onZero }: { seconds: number; onZero: () => void }) {
  const [running, setRunning] = useState(true);
  const remaining = useCountdown(seconds, running, onZero);
  return (
    <>
      <output aria-label="Time remaining">{formatCountdown(remaining)}</output>
      <button type="button" onClick={() => setRunning((value) => !value)}>
        {running ? 'Pause' : 'Run'}
      </button>
    </>
  );
}

function renderCountdown(seconds: number) {
  const onZero = vi.fn();
  render(<Countdown seconds={seconds} onZero={onZero} />);
  return onZero;
}

const remaining = () => screen.getByLabelText('Time remaining');
const runFor = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useCountdown', () => {
  it('counts a 30 s limit down each second to 0:00 and calls onZero once', async () => {
    const onZero = renderCountdown(30);
    expect(remaining()).toHaveTextContent('0:30');

    await runFor(1000);
    expect(remaining()).toHaveTextContent('0:29');
    await runFor(14_000);
    expect(remaining()).toHaveTextContent('0:15');
    expect(onZero).not.toHaveBeenCalled();

    await runFor(15_000);
    expect(remaining()).toHaveTextContent('0:00');
    expect(onZero).toHaveBeenCalledTimes(1);

    await runFor(10_000);
    expect(remaining()).toHaveTextContent('0:00');
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('holds while stopped and starts again from the limit when run again', async () => {
    const onZero = renderCountdown(30);
    await runFor(5000);
    expect(remaining()).toHaveTextContent('0:25');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await runFor(10_000);
    expect(remaining()).toHaveTextContent('0:25');

    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(remaining()).toHaveTextContent('0:30');
    await runFor(30_000);
    expect(remaining()).toHaveTextContent('0:00');
    expect(onZero).toHaveBeenCalledTimes(1);
  });
});
