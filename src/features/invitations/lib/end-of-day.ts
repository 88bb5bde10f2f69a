/** The last minute of a day, in ISO 8601's local time (no zone: the browser's). */
const END_OF_DAY_TIME = 'T23:59:00';

/**
 * A deadline chosen as a day (YYYY-MM-DD): the end of that day in the recruiter's time zone, as
 * the api takes it; undefined for none (the interview's default deadline).
 */
export function endOfDay(day: string): string | undefined {
  return day ? new Date(`${day}${END_OF_DAY_TIME}`).toISOString() : undefined;
}
