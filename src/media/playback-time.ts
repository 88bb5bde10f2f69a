import { formatClock } from '@/lib/format-clock';

/**
 * A position or length in a recording as m:ss, e.g. 75.6 → '1:15': whole seconds reached, as media
 * players count (a countdown rounds up instead).
 */
export function formatPlaybackTime(seconds: number): string {
  return formatClock(seconds);
}
