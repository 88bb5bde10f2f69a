/**
 * A position or length in a recording as m:ss, e.g. 75.6 → '1:15': whole seconds reached, as media
 * players count (a countdown rounds up instead).
 */
export function formatPlaybackTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
