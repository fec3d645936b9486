import {
  docRoute,
  docSourceRoute,
  htmlFileRoute,
  htmlUrlToCleanPath,
  normalizePath,
  pathStartsWith,
  pickByLongestPrefix,
  routeHtmlPath,
} from '../../src/lib/routes';
import {socialCardFor, withSocialCard} from '../../src/lib/social-card';

describe('routeHtmlPath', () => {
  it('maps a route to the file trailingSlash: false writes', () => {
    expect(routeHtmlPath('/')).toBe('index.html');
    expect(routeHtmlPath('/core/forking')).toBe('core/forking.html');
    expect(routeHtmlPath('/reference')).toBe('reference.html');
  });
});

describe('docSourceRoute', () => {
  it('maps a docs source to its route, folder indexes to the folder', () => {
    expect(docSourceRoute('core/forking.mdx')).toBe('/core/forking');
    expect(docSourceRoute('index.mdx')).toBe('/');
    expect(docSourceRoute('reference/index.mdx')).toBe('/reference');
    expect(docSourceRoute('guide/intro.md')).toBe('/guide/intro');
  });
});

describe('docRoute', () => {
  it('takes the slug front matter when a page has one, else the source path', () => {
    expect(docRoute('core/forking.mdx', '---\ntitle: Forking\n---\n# Forking')).toBe(
      '/core/forking',
    );
    expect(docRoute('core/old.mdx', '---\ntitle: Old\nslug: "/core/new"\n---\n')).toBe('/core/new');
    // a slug: line in the body is not front matter
    expect(docRoute('a.mdx', '# A\n\nslug: /b\n')).toBe('/a');
  });
});

describe('htmlUrlToCleanPath', () => {
  it('strips .html and index.html', () => {
    expect(htmlUrlToCleanPath('/core/forking.html')).toBe('/core/forking');
    expect(htmlUrlToCleanPath('/index.html')).toBe('/');
    expect(htmlUrlToCleanPath('/reference/index.html')).toBe('/reference');
  });
  it('leaves clean paths alone', () => {
    expect(htmlUrlToCleanPath('/core/forking')).toBeNull();
    expect(htmlUrlToCleanPath('/')).toBeNull();
  });
});

describe('socialCardFor', () => {
  const cards = {'/reference': '/img/ref.png', '/reference/cli': '/img/cli.png'};
  it('gives the card of the longest prefix that contains the page', () => {
    expect(socialCardFor(cards, '/reference/node')).toBe('/img/ref.png');
    expect(socialCardFor(cards, '/reference')).toBe('/img/ref.png');
    expect(socialCardFor(cards, '/reference/cli')).toBe('/img/cli.png');
  });
  it('gives nothing outside every prefix, or at a mere string prefix', () => {
    expect(socialCardFor(cards, '/core/forking')).toBeUndefined();
    expect(socialCardFor(cards, '/referenced')).toBeUndefined();
    expect(socialCardFor(undefined, '/reference/node')).toBeUndefined();
  });
});

describe('withSocialCard (markdown.parseFrontMatter)', () => {
  const cards = {'/reference': '/img/ref.png'};
  it('sets the card of a docs page by its path, or by its slug', () => {
    expect(withSocialCard({title: 'N'}, '/site/docs/reference/node.mdx', cards)).toEqual({
      title: 'N',
      image: '/img/ref.png',
    });
    expect(withSocialCard({slug: '/reference/x'}, '/site/docs/other.mdx', cards).image).toBe(
      '/img/ref.png',
    );
  });
  it("keeps a page's own image, pages outside every prefix and files outside docs/", () => {
    expect(withSocialCard({image: '/own.png'}, '/site/docs/reference/node.mdx', cards).image).toBe(
      '/own.png',
    );
    expect(withSocialCard({}, '/site/docs/core/forking.mdx', cards)).toEqual({});
    expect(withSocialCard({}, '/site/src/pages/reference.mdx', cards)).toEqual({});
  });
});

test('htmlFileRoute: a built file → its route, the inverse of routeHtmlPath', () => {
  for (const route of ['/', '/core/forking', '/reference', '/reference/bundler/overview']) {
    expect(htmlFileRoute(routeHtmlPath(route))).toBe(route);
  }
  expect(htmlFileRoute('reference/index.html')).toBe('/reference');
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
