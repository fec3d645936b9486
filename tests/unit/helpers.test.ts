import {
  isExternalLink,
  normalizePath,
  pathStartsWith,
  pickByLongestPrefix,
} from '../../src/lib/routes';
import {formatTitle} from '../../src/lib/title';
import {repositoryWebUrl} from '../../src/lib/repository';

describe('formatTitle', () => {
  it('applies the template to an ordinary page title', () => {
    expect(formatTitle('Forking & Reforking', 'Tevm Node', '%s · Tevm')).toBe(
      'Forking & Reforking · Tevm',
    );
  });
  it('leaves a title that already contains the site title alone', () => {
    expect(formatTitle('What is Tevm Node?', 'Tevm Node', '%s · Tevm')).toBe('What is Tevm Node?');
    expect(formatTitle('Tevm Node', 'Tevm Node', '%s · Tevm')).toBe('Tevm Node');
  });
  it('falls back to the site title for an empty title', () => {
    expect(formatTitle('', 'Tevm Node', '%s · Tevm')).toBe('Tevm Node');
    expect(formatTitle(undefined, 'Tevm Node', '%s · Tevm')).toBe('Tevm Node');
  });
  it('does not treat a partial match ("Tevm" alone) as containing the site title', () => {
    expect(formatTitle('Tevm CLI', 'Tevm Node', '%s · Tevm')).toBe('Tevm CLI · Tevm');
  });
});

describe('paths', () => {
  it('normalises .html, index.html, trailing slashes, query and hash', () => {
    expect(normalizePath('/core/forking.html')).toBe('/core/forking');
    expect(normalizePath('/index.html')).toBe('/');
    expect(normalizePath('/reference/')).toBe('/reference');
    expect(normalizePath('/core/forking?x=1#a')).toBe('/core/forking');
    expect(normalizePath('core')).toBe('/core');
    expect(normalizePath('')).toBe('/');
  });
  it('matches prefixes on segment boundaries only', () => {
    expect(pathStartsWith('/reference/node', '/reference')).toBe(true);
    expect(pathStartsWith('/reference', '/reference')).toBe(true);
    expect(pathStartsWith('/reference-old', '/reference')).toBe(false);
    expect(pathStartsWith('/anything', '/')).toBe(true);
    expect(pathStartsWith('/reference/node.html', '/reference/node')).toBe(true);
  });
});

describe('pickByLongestPrefix', () => {
  const map = {'/': 'root', '/reference': 'ref', '/reference/bundler': 'bundler'};
  it('picks the longest matching prefix', () => {
    expect(pickByLongestPrefix(map, '/reference/bundler/overview')).toBe('bundler');
    expect(pickByLongestPrefix(map, '/reference/node')).toBe('ref');
    expect(pickByLongestPrefix(map, '/core/forking')).toBe('root');
  });
  it('is independent of key order', () => {
    const reversed = {'/reference/bundler': 'bundler', '/reference': 'ref', '/': 'root'};
    expect(pickByLongestPrefix(reversed, '/reference/bundler')).toBe('bundler');
  });
  it('returns undefined when nothing matches', () => {
    expect(pickByLongestPrefix({'/a': 1}, '/b')).toBeUndefined();
  });
});

describe('links', () => {
  it('treats http(s), protocol-relative and www links as external', () => {
    expect(isExternalLink('https://viem.sh/')).toBe(true);
    expect(isExternalLink('http://a.b')).toBe(true);
    expect(isExternalLink('//cdn.example')).toBe(true);
    expect(isExternalLink('www.example.com')).toBe(true);
    expect(isExternalLink('/core/forking#lazy-loading')).toBe(false);
    expect(isExternalLink('core/forking')).toBe(false);
  });
  it('normalises package.json repository forms', () => {
    expect(repositoryWebUrl('git+https://github.com/o/r.git')).toBe('https://github.com/o/r');
    expect(repositoryWebUrl({url: 'git@github.com:o/r.git'})).toBe('https://github.com/o/r');
    expect(repositoryWebUrl('https://github.com/o/r/')).toBe('https://github.com/o/r');
  });
});
