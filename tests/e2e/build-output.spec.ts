import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {routeHtmlPath} from '../../src/lib/routes';
import {ALL_ROUTES} from '../routes';
import {expect, test} from './fixtures';

const build = (path: string) => readFileSync(join('build', path), 'utf8');
const SITE = 'https://node.tevm.sh';

test.describe('production build output', () => {
  test('every page has a canonical URL, its own description and a local social image', () => {
    const descriptions = new Set<string>();
    for (const route of ALL_ROUTES) {
      const html = build(routeHtmlPath(route));
      expect(html, route).toContain(`rel=canonical href=${SITE}${route === '/' ? '/' : route} `);
      const description = /<meta data-rh=true name=description content="([^"]+)"/.exec(html)?.[1];
      expect(description, `${route} description`).toBeTruthy();
      expect(description!.length, `${route} description length`).toBeLessThanOrEqual(160);
      descriptions.add(description!);
      const images = [...html.matchAll(/property=og:image content=(\S+?)\s*\/?>/g)].map(
        (m) => m[1],
      );
      // themeConfig.site.socialCards: the /reference pages have their own card.
      const card = /^\/reference(\/|$)/.test(route)
        ? 'social-card-reference.png'
        : 'social-card.png';
      expect(images, `${route} og:image`).toEqual([`${SITE}/img/${card}`]);
      expect(html).not.toContain('vocs.dev');
    }
    expect(descriptions.size).toBe(ALL_ROUTES.length);
    expect(existsSync('build/img/social-card.png')).toBe(true);
    expect(existsSync('build/img/social-card-reference.png')).toBe(true);
  });

  test('every edit link points at an existing source file of this repository', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {repository: {url: string}};
    const repo = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
    let checked = 0;
    for (const route of ALL_ROUTES) {
      const html = build(routeHtmlPath(route));
      const href = /href=(\S+?) [^>]*class="?theme-edit-this-page/
        .exec(html)?.[1]
        ?.replace(/"/g, '');
      if (route === '/') {
        expect(href, 'the landing layout has no doc footer').toBeUndefined();
        continue;
      }
      expect(href, route).toMatch(new RegExp(`^${repo}/edit/main/`));
      const source = href!.slice(`${repo}/edit/main/`.length);
      expect(existsSync(source), `${route} → ${source}`).toBe(true);
      checked++;
    }
    expect(checked).toBe(ALL_ROUTES.length - 1);
  });

  test('sitemap lists every route once and no test fixture; robots.txt points at it', () => {
    const sitemap = build('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1]!.replace(SITE, '') || '/',
    );
    expect([...locs].sort()).toEqual([...ALL_ROUTES].sort());
    expect(build('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('llms.txt links every page; llms-full.txt carries every page', () => {
    const index = build('llms.txt');
    const full = build('llms-full.txt');
    for (const route of ALL_ROUTES) {
      expect(index, route).toContain(`](${SITE}${route})`);
      expect(full, route).toContain(`Source: ${SITE}${route}\n`);
    }
    expect(full).not.toMatch(/^import /m);
  });
});

test.describe('production server', () => {
  test('serves clean URLs, .html URLs and a 404 with the not-found page', async ({request}) => {
    expect((await request.get('/core/forking')).status()).toBe(200);
    expect((await request.get('/core/forking.html')).status()).toBe(200);
    const missing = await request.get('/definitely/missing');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
  });

  test('caches hashed assets for a year and revalidates HTML', async ({request}) => {
    const page = await request.get('/core/forking');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const asset = /src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(await page.text())?.[1];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!);
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('compresses text with brotli or gzip and sets security headers', async ({request}) => {
    const br = await request.get('/core/forking', {headers: {'Accept-Encoding': 'br'}});
    expect(br.headers()['content-encoding']).toBe('br');
    const gz = await request.get('/core/forking', {headers: {'Accept-Encoding': 'gzip'}});
    expect(gz.headers()['content-encoding']).toBe('gzip');
    expect(gz.headers()['x-content-type-options']).toBe('nosniff');
    expect(gz.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const post = await request.post('/core/forking');
    expect(post.status()).toBe(405);
  });
});

test.describe('content security policy', () => {
  test('HTML is served with a CSP that allows no unhashed inline script', async ({request}) => {
    const csp = (await request.get('/core/forking')).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  });

  for (const route of ['/', '/core/forking', '/reference/node', '/missing-for-csp']) {
    test(`${route} runs under the policy without a violation`, async ({page, consoleErrors}) => {
      await page.addInitScript(() => {
        (window as unknown as {cspViolations: string[]}).cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as {cspViolations: string[]}).cspViolations.push(
            `${e.violatedDirective} ${e.blockedURI}`,
          ),
        );
      });
      await page.goto(route);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations),
      ).toEqual([]);
      if (route.startsWith('/missing')) consoleErrors.length = 0;
    });
  }
});
