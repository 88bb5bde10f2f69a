const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** An ISO timestamp of the api as a date in the reader's locale, e.g. 'Nov 22, 2026'. */
export function formatDate(timestamp: string): string {
  return dateFormat.format(new Date(timestamp));
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO timestamp of the api as a date and time in the reader's locale, e.g. 'Nov 22, 2026, 10:05 AM'. */
export function formatDateTime(timestamp: string): string {
  return dateTimeFormat.format(new Date(timestamp));
}
