import {docSourceRoute, htmlUrlToCleanPath, routeHtmlPath} from '../../src/lib/routes';
import {socialCardFor} from '../../src/lib/social-card';

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
