/**
 * Seconds as m:ss (125 → '2:05'), the one clock format of timers, countdowns and players. A
 * countdown's limit rounds up (a started second still counts); a position rounds down.
 */
export function formatClock(seconds: number, rounding: 'up' | 'down' = 'down'): string {
  const whole = Math.max(0, rounding === 'up' ? Math.ceil(seconds) : Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
