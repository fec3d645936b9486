import {
  collectLinks,
  editUrlFor,
  fillOgTemplate,
  formatTitle,
  googleFontsHref,
  isExternalLink,
  navDepth,
  normalizePath,
  pathStartsWith,
  pickByLongestPrefix,
  repositoryWebUrl,
  resolveOgImage,
  sidebarForPath,
  toHref,
} from '../../src/site/helpers';

describe('formatTitle', () => {
  it('applies the template to an ordinary page title', () => {
    expect(formatTitle('Forking & Reforking', 'Tevm Node', '%s · Tevm')).toBe('Forking & Reforking · Tevm');
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
  it('picks the sidebar from a map or returns a flat list as is', () => {
    const flat = [{text: 'A', link: '/a'}];
    expect(sidebarForPath(flat, '/zzz')).toBe(flat);
    expect(sidebarForPath({'/x': flat}, '/x/y')).toBe(flat);
    expect(sidebarForPath({'/x': flat}, '/y')).toEqual([]);
  });
});

describe('og image', () => {
  const values = {logo: '/img/logo.svg', title: 'Forking & Reforking', description: 'Fork a chain'};
  it('fills %logo, %title and %description, URL-encoded', () => {
    expect(fillOgTemplate('https://og.example/?l=%logo&t=%title&d=%description', values)).toBe(
      'https://og.example/?l=%2Fimg%2Flogo.svg&t=Forking%20%26%20Reforking&d=Fork%20a%20chain',
    );
  });
  it('uses a plain string template for every page', () => {
    expect(resolveOgImage('/img/card.png', '/core/forking', values)).toBe('/img/card.png');
  });
  it('picks the longest path prefix from a map', () => {
    const map = {'/': '/img/default.png', '/reference': '/img/ref.png?t=%title'};
    expect(resolveOgImage(map, '/reference/node', values)).toBe('/img/ref.png?t=Forking%20%26%20Reforking');
    expect(resolveOgImage(map, '/core', values)).toBe('/img/default.png');
    expect(resolveOgImage({'/reference': 'x'}, '/core', values)).toBeUndefined();
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
  it('turns www links into https URLs', () => {
    expect(toHref('www.example.com')).toBe('https://www.example.com');
    expect(toHref('/a#b')).toBe('/a#b');
  });
  it('builds edit URLs from the pattern and the source path', () => {
    expect(editUrlFor('https://github.com/o/r/edit/main/:path', 'docs/core/forking.mdx')).toBe(
      'https://github.com/o/r/edit/main/docs/core/forking.mdx',
    );
    expect(editUrlFor('https://x/:path', '/docs/a.mdx')).toBe('https://x/docs/a.mdx');
  });
  it('normalises package.json repository forms', () => {
    expect(repositoryWebUrl('git+https://github.com/o/r.git')).toBe('https://github.com/o/r');
    expect(repositoryWebUrl({url: 'git@github.com:o/r.git'})).toBe('https://github.com/o/r');
    expect(repositoryWebUrl('https://github.com/o/r/')).toBe('https://github.com/o/r');
  });
});

describe('fonts', () => {
  it('requests nothing from Google when no Google font is configured', () => {
    expect(googleFontsHref([undefined, undefined])).toBeUndefined();
  });
  it('requests weights 300, 400 and 500 for each configured family once', () => {
    expect(googleFontsHref(['Inter', 'JetBrains Mono', 'Inter'])).toBe(
      'https://fonts.googleapis.com/css2?family=Inter:wght@300;400;500&family=JetBrains+Mono:wght@300;400;500&display=swap',
    );
  });
});

describe('nav trees', () => {
  const tree = [{text: 'A', link: '/a', items: [{text: 'B', items: [{text: 'C', link: '/c'}]}]}];
  it('collects every link depth first', () => {
    expect(collectLinks(tree)).toEqual(['/a', '/c']);
  });
  it('measures depth', () => {
    expect(navDepth(tree)).toBe(3);
    expect(navDepth([])).toBe(0);
  });
});
