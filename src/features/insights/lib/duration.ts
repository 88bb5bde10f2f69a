import type { I18n } from '@lingui/core';

/**
 * A median time as people say it: minutes under an hour, hours under two days, days beyond, with
 * at most one decimal, in the reader's language (Intl's units).
 */
export function formatDuration(i18n: I18n, seconds: number): string {
  const unit = (value: number, name: 'minute' | 'hour' | 'day') =>
    i18n.number(value, { style: 'unit', unit: name, unitDisplay: 'long', maximumFractionDigits: 1 });
  if (seconds < 3600) return unit(Math.max(seconds / 60, 0), 'minute');
  if (seconds < 48 * 3600) return unit(seconds / 3600, 'hour');
  return unit(seconds / 86400, 'day');
}
