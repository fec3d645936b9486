import {docSourceRoute, htmlUrlToCleanPath, routeHtmlPath} from '../../src/lib/routes';

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
