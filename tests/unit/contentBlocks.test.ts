import {
  authorNames,
  codeGroupLabels,
  codeTitle,
  formatPostDate,
  joinNames,
  sponsorRowHeight,
  visibleSponsorGroups,
  withoutTitle,
} from '../../src/lib/contentBlocks';

describe('code groups', () => {
  it('reads the title meta', () => {
    expect(codeTitle('title="npm" showLineNumbers')).toBe('npm');
    expect(codeTitle("showLineNumbers title='pnpm'")).toBe('pnpm');
    expect(codeTitle('showLineNumbers')).toBeUndefined();
    expect(codeTitle(undefined)).toBeUndefined();
    expect(withoutTitle('title="npm" showLineNumbers')).toBe('showLineNumbers');
  });
  it('labels tabs by title, else language, else position, and keeps them unique', () => {
    expect(
      codeGroupLabels([
        {metastring: 'title="npm"', className: 'language-bash'},
        {className: 'language-json'},
        {},
        {metastring: 'title="npm"'},
      ]),
    ).toEqual(['npm', 'json', 'Tab 3', 'npm (2)']);
  });
});

describe('authors', () => {
  it('accepts a name, a list, or objects with a name', () => {
    expect(authorNames('Tevm contributors')).toEqual(['Tevm contributors']);
    expect(authorNames(['A', {name: 'B'}, '', null])).toEqual(['A', 'B']);
    expect(authorNames(undefined)).toEqual([]);
    expect(joinNames(['A'], 'en')).toBe('A');
    expect(joinNames(['A', 'B'], 'en')).toBe('A and B');
    expect(joinNames(['A', 'B', 'C'], 'en')).toBe('A, B, and C');
    expect(joinNames(['A', 'B', 'C'], 'fr')).toBe('A, B et C');
  });
  it('formats the date in UTC so server and client agree', () => {
    expect(formatPostDate('2026-03-14', 'en')).toEqual({iso: '2026-03-14', text: 'March 14, 2026'});
    expect(formatPostDate('2026-03-14', 'fr')?.text).toBe('14 mars 2026');
    expect(formatPostDate(new Date(Date.UTC(2026, 0, 1, 23, 59)), 'en')).toEqual({
      iso: '2026-01-01',
      text: 'January 1, 2026',
    });
    expect(formatPostDate('nope', 'en')).toBeUndefined();
    expect(formatPostDate(undefined, 'en')).toBeUndefined();
  });
});

describe('sponsors and posts', () => {
  it('rows are 40 px high by default', () => {
    expect(sponsorRowHeight({})).toBe(40);
    expect(sponsorRowHeight({height: 64})).toBe(64);
  });
  it('empty groups are not shown', () => {
    expect(visibleSponsorGroups([{name: 'x', items: [[]]}])).toEqual([]);
  });
});
