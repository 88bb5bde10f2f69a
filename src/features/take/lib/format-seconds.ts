import { formatClock } from '@/lib/format-clock';

/** A time limit as m:ss, e.g. 120 → '2:00' (without loading the recorder). */
export function formatSeconds(seconds: number): string {
  return formatClock(seconds, 'up');
}
