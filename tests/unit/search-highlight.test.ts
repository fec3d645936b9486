import {highlightRanges, highlightSegments} from '../../src/search/engine/highlight';

describe('highlighting matched terms', () => {
  it('marks whole words equal to a matched term, case-insensitively', () => {
    expect(highlightSegments('Forking a fork: forked forks', ['forking', 'fork'])).toEqual([
      {text: 'Forking', match: true},
      {text: ' a ', match: false},
      {text: 'fork', match: true},
      {text: ': forked forks', match: false},
    ]);
  });

  it('cuts words like the engine: punctuation and spaces separate, underscores too', () => {
    expect(highlightRanges('eth_getProof(addr) and getProof', ['getproof'])).toEqual([
      [4, 12],
      [23, 31],
    ]);
  });

  it('marks a whole identifier when one of its parts matched', () => {
    expect(highlightRanges('call anvil_setAutomine, then automine', ['automine'])).toEqual([
      [11, 22],
      [29, 37],
    ]);
  });

  it('never marks part of a word', () => {
    expect(highlightRanges('reforking forking', ['forking'])).toEqual([[10, 17]]);
  });

  it('gives the text unchanged without terms or matches', () => {
    expect(highlightSegments('plain text', [])).toEqual([{text: 'plain text', match: false}]);
    expect(highlightSegments('plain text', ['other'])).toEqual([
      {text: 'plain text', match: false},
    ]);
    expect(highlightSegments('', ['x'])).toEqual([]);
  });

  it('keeps the text intact: joining the segments gives it back', () => {
    const text = '<img src=x onerror="alert(1)"> fork & forks';
    expect(
      highlightSegments(text, ['fork', 'img'])
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });
});

describe('stop words in highlighting', () => {
  it('are never marked, even when passed as terms', () => {
    expect(highlightRanges('the fork and the chain', ['the', 'and', 'fork'])).toEqual([[4, 8]]);
  });
});
