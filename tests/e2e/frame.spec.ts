import {readFileSync} from 'node:fs';

import {TEVM_VERSION} from '../../src/site/version';
import {expect, gotoHydrated, testOnSharedPage as test} from './fixtures';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {repository: {url: string}};
const repo = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');

test.describe('title template', () => {
  test('applies "%s · Tevm" to ordinary pages', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await expect(page).toHaveTitle('Forking & Reforking · Tevm');
  });
  test('does not double a title that contains the site title', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page).toHaveTitle('Tevm Node');
    await gotoHydrated(page, '/introduction/what-is-tevm-node');
    await expect(page).toHaveTitle('What is Tevm Node?');
  });
});

test.describe('top navigation', () => {
  test('has Docs, Quick Start and Examples links and a logo to /', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
      'href',
      '/introduction/what-is-tevm-node',
    );
    await expect(nav.getByRole('link', {name: 'Quick Start'})).toHaveAttribute(
      'href',
      '/getting-started/overview',
    );
    await expect(nav.getByRole('link', {name: 'Examples'})).toHaveAttribute(
      'href',
      '/examples/viem',
    );
    await expect(nav.locator('a.navbar__brand')).toHaveAttribute('href', '/');
    await nav.getByRole('link', {name: 'Quick Start'}).click();
    await expect(page).toHaveURL(/\/getting-started\/overview$/);
  });
  test('the Ecosystem menu holds the three external links', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav
      .getByRole('button', {name: 'Ecosystem'})
      .or(nav.getByRole('link', {name: 'Ecosystem'}))
      .hover();
    const expected = [
      ['Viem', 'https://viem.sh/'],
      ['Ethereumjs', 'https://github.com/ethereumjs/ethereumjs-monorepo'],
      ['Krome', 'https://github.com/evmts/krome'],
    ];
    for (const [name, href] of expected) {
      const link = nav.getByRole('link', {name});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href!);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });
  test('social links open in a new tab; there is no Discord', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    const nav = page.getByRole('navigation', {name: 'Main'});
    for (const [name, href] of [
      ['GitHub', 'https://github.com/evmts/tevm-monorepo'],
      ['Telegram', 'https://t.me/+ANThR9bHDLAwMjUx'],
      ['X (Twitter)', 'https://x.com/tevmtools'],
    ]) {
      const link = nav.getByRole('link', {name});
      await expect(link).toHaveAttribute('href', href!);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(page.locator('a[href*="discord"]')).toHaveCount(0);
  });
});

test.describe('sidebar', () => {
  test('shows the four groups and marks the active page', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    for (const group of ['Getting started', 'Tevm guides', 'Reference', 'Integration Examples']) {
      await expect(sidebar.getByText(group, {exact: true}).first()).toBeVisible();
    }
    const active = sidebar.locator('a[aria-current="page"]');
    await expect(active).toHaveText('Forking & Reforking');
    await expect(active).toHaveAttribute('href', '/core/forking');
  });
  test('Getting started starts expanded; a reference page expands its own group', async ({
    page,
  }) => {
    await gotoHydrated(page, '/reference/bundler/overview');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Overview', exact: true}).first()).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Why Run Ethereum in JS?'})).toBeVisible();
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute(
      'href',
      '/reference/bundler/overview',
    );
    // Collapsed group: its items are not shown.
    await expect(sidebar.getByRole('link', {name: 'Creating a Node'})).toBeHidden();
    // The Contract Bundler category links to its own page.
    await expect(sidebar.getByRole('link', {name: 'Contract Bundler'})).toHaveAttribute(
      'href',
      '/reference/bundler',
    );
  });
});

test.describe('layouts from frontmatter', () => {
  test('the landing page has no sidebar and no outline', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('[data-layout="landing"]')).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toHaveCount(0);
    await expect(page.locator('.table-of-contents')).toHaveCount(0);
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  });
  test('a docs page has the sidebar, the outline and the doc footer', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await expect(page.locator('[data-layout="docs"]')).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
    await expect(page.locator('.table-of-contents').first()).toBeVisible();
  });
});

test.describe('doc footer', () => {
  test('the edit link points at the page source in the repository', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    const edit = page.getByRole('link', {name: 'Edit page'});
    await expect(edit).toHaveAttribute('href', `${repo}/edit/main/docs/core/forking.mdx`);
    await gotoHydrated(page, '/reference');
    await expect(page.getByRole('link', {name: 'Edit page'})).toHaveAttribute(
      'href',
      `${repo}/edit/main/docs/reference/index.mdx`,
    );
  });
});

test('the banner announces the beta and links the Telegram community', async ({page}) => {
  await gotoHydrated(page, '/core/forking');
  const banner = page.getByRole('banner').first().or(page.locator('.theme-announcement-bar'));
  await expect(page.getByText('Tevm Node is in beta.')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Join us on Telegram'})).toHaveAttribute(
    'href',
    'https://t.me/+ANThR9bHDLAwMjUx',
  );
  expect(banner).toBeTruthy();
});

test('Inter is self-hosted: no request leaves the site', async ({page}) => {
  const hosts = new Set<string>();
  const fonts: string[] = [];
  page.on('request', (req) => {
    hosts.add(new URL(req.url()).host);
    if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname);
  });
  await gotoHydrated(page, '/core/forking');
  await page.waitForLoadState('networkidle');
  expect([...hosts]).toEqual([new URL(page.url()).host]);
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family).toMatch(/^"?Inter/);
  // Faces for weights 300, 400 and 500 are declared, and body text uses Inter 400.
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    const weights = [...document.fonts]
      .filter((f) => f.family.replace(/"/g, '') === 'Inter')
      .map((f) => f.weight);
    return {
      weights: [...new Set(weights)].sort(),
      regularLoaded: document.fonts.check('400 16px Inter'),
    };
  });
  expect(faces).toEqual({weights: ['300', '400', '500'], regularLoaded: true});
  // A page of plain docs text needs only Inter's small core faces (src/fonts), never the full
  // Latin files (their unicode-range is only what the core lacks).
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((f) => !/\/inter-core-\d00-/.test(f))).toEqual([]);
});

test('the footer names the tevm version the examples are verified against', async ({page}) => {
  await gotoHydrated(page, '/core/forking');
  await expect(page.getByRole('contentinfo')).toContainText(
    `Examples verified with tevm ${TEVM_VERSION}`,
  );
});
