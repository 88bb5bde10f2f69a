import { useEffect, useEffectEvent, useState } from 'react';
import { formatClock } from '@/lib/format-clock';

const SECOND = 1000;

/** Seconds as the spec's 'Time remaining' shows them: m:ss (125 → '2:05'). */
export function formatCountdown(seconds: number): string {
  return formatClock(seconds);
}

/**
 * Seconds left of a `seconds` limit while `running`, ticking each second (docs/product.md §9); calls `onZero`
 * once on reaching 0. Each time `running` turns true it starts again from `seconds`; when it turns
 * false the value stays where it stopped. Ticks are measured against a deadline on the clock, so a
 * throttled background tab catches up instead of running slow; timers and Date are what a fake
 * clock (Playwright's page.clock) drives.
 */
export function useCountdown(seconds: number, running: boolean, onZero: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  const [previous, setPrevious] = useState({ seconds, running });
  // Restart from the limit on a new run or a new limit: state adjusted during render, as React
  // recommends for state that follows props.
  if (previous.seconds !== seconds || previous.running !== running) {
    setPrevious({ seconds, running });
    if (running || previous.seconds !== seconds) setRemaining(seconds);
  }

  const reachZero = useEffectEvent(onZero);

  useEffect(() => {
    if (!running) return;
    const deadline = Date.now() + seconds * SECOND;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / SECOND));
      setRemaining(left);
      if (left === 0) {
        reachZero();
        return;
      }
      // Next when the display changes: the moment `left - 1` seconds remain.
      timer = setTimeout(tick, Math.max(0, deadline - (left - 1) * SECOND - Date.now()));
    };
    timer = setTimeout(tick, Math.min(SECOND, Math.max(0, seconds * SECOND)));
    return () => clearTimeout(timer);
  }, [running, seconds]);

  return remaining;
}
