import {formatLastUpdated} from '../../src/lib/lastUpdated';

describe('formatLastUpdated', () => {
  const ts = Date.UTC(2026, 2, 14, 21, 5);
  it('shows a short date and time', () => {
    expect(formatLastUpdated(ts, {timeZone: 'America/New_York'})).toBe('3/14/26, 5:05 PM');
  });
  it('marks the server-rendered UTC value', () => {
    expect(formatLastUpdated(ts, {timeZone: 'UTC'})).toBe('3/14/26, 9:05 PM UTC');
  });
});
