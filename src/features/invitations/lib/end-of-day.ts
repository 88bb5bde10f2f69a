/**
 * A deadline chosen as a day (YYYY-MM-DD): the end of that day in the recruiter's time zone, as
 * the api takes it; undefined for none (the interview's default deadline).
 */
export function endOfDay(day: string): string | undefined {
  return day ? new Date(`${day}T23:59:00`).toISOString() : undefined;
}
