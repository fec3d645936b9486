import {formatLastUpdated} from '../../src/lib/lastUpdated';

describe('formatLastUpdated', () => {
  const ts = Date.UTC(2026, 2, 14, 21, 5);
  it('shows a short date and time in the reader time zone', () => {
    expect(formatLastUpdated(ts, {locale: 'en', timeZone: 'America/New_York'})).toBe(
      '3/14/26, 5:05 PM',
    );
  });
  it('marks the server-rendered UTC value', () => {
    expect(formatLastUpdated(ts, {locale: 'en', timeZone: 'UTC'})).toBe('3/14/26, 9:05 PM UTC');
  });
  it("follows the page's locale", () => {
    expect(formatLastUpdated(ts, {locale: 'fr', timeZone: 'UTC'})).toBe('14/03/2026 21:05 UTC');
    expect(formatLastUpdated(ts, {locale: 'de', timeZone: 'UTC'})).toBe('14.03.26, 21:05 UTC');
  });
});
