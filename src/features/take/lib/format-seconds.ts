/** Seconds as m:ss, e.g. 120 → '2:00' (the countdown's own format, without loading the recorder). */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
