/**
 * 'Last updated' in short date and time (ARCHITECTURE.md "Footer"), e.g.
 * "3/14/26, 9:05 PM" in English, "14/03/2026 21:05" in French: the page's locale
 * decides. The server renders UTC (marked as such) and the browser switches to the reader's
 * time zone after hydration, so the HTML and the first client render agree.
 */
export function formatLastUpdated(
  timestamp: number,
  {locale, timeZone}: {locale: string; timeZone?: string},
): string {
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(timestamp));
  return timeZone === 'UTC' ? `${text} UTC` : text;
}
