/**
 * 'Last updated' in short date and time (ARCHITECTURE.md "Footer"), e.g.
 * "3/14/26, 9:05 PM". The server renders UTC (marked as such) and the
 * browser switches to the reader's time zone after hydration, so the HTML
 * and the first client render agree.
 */
export const LAST_UPDATED_LOCALE = 'en-US';

export function formatLastUpdated(
  timestamp: number,
  {locale = LAST_UPDATED_LOCALE, timeZone}: {locale?: string; timeZone?: string} = {},
): string {
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(timestamp));
  return timeZone === 'UTC' ? `${text} UTC` : text;
}
