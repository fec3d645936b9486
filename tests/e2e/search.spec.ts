import type {Locator, Page} from '@playwright/test';

import {expect, gotoHydrated, test, testOnSharedPage} from './fixtures';

/**
 * Search (ARCHITECTURE.md "Search index", "Search ranking", "Search dialog"), against the production
 * build. Tests that count requests, hold scripts, use the fake clock or another platform have a
 * page of their own; the others share their worker's page (testOnSharedPage).
 */

const INDEX_PATH = /^\/\.search\/index\.([0-9a-f]{16})\.json$/;

const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});
const input = (page: Page) =>
  dialog(page).getByRole('combobox', {name: 'Search the documentation'});
const listbox = (page: Page) => dialog(page).getByRole('listbox', {name: 'Search results'});
const options = (page: Page) => listbox(page).getByRole('option');
const searchButton = (page: Page) =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search'});
const detailOf = (option: Locator) => option.locator('[data-search-detail]');

/** Index requests made by the page. */
function recordIndexRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/.search/')) seen.push(req.url());
  });
  return seen;
}

/** Holds back every script requested from now on until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function openWithSlash(page: Page) {
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

/** Waits until the index is loaded (no loading message, no error). */
async function indexReady(page: Page) {
  await expect(dialog(page).getByText('Loading the search index…')).toHaveCount(0);
  await expect(dialog(page).getByText('Search is unavailable')).toHaveCount(0);
}

async function search(page: Page, query: string) {
  await input(page).fill(query);
  await expect(options(page).first()).toBeVisible();
}

async function selectedIndex(page: Page): Promise<number> {
  return options(page).evaluateAll((els) =>
    els.findIndex((el) => el.getAttribute('aria-selected') === 'true'),
  );
}

test.describe('loading', () => {
  test('the index is fetched only when search first opens, once, and shared by every open', async ({
    page,
  }) => {
    const requests = recordIndexRequests(page);
    await gotoHydrated(page, '/core/forking');
    await page.waitForLoadState('networkidle');
    // Hovering links makes Docusaurus prefetch their routes: that must not pull the index.
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Mining Modes'})
      .hover();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    const metaUrl = await page.locator('meta[name="search-index"]').getAttribute('content');
    expect(metaUrl).toMatch(INDEX_PATH);

    await openWithSlash(page);
    await search(page, 'fork');
    expect(requests.map((url) => new URL(url).pathname)).toEqual([metaUrl]);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press('Control+k');
    await search(page, 'mining');
    // Client-side navigation to another page, then search again: still the one request.
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await openWithSlash(page);
    await search(page, 'txpool');
    expect(requests).toHaveLength(1);
  });

  test('the search code is not in the initial bundle; the dialog is imported on demand', async ({
    page,
  }) => {
    const marker = 'Loading the search index';
    const scripts = new Map<string, string>();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script')
        scripts.set(res.url(), await res.text().catch(() => ''));
    });
    const html = await (await page.request.get('/core/forking')).text();
    const initial = [...html.matchAll(/<script[^>]+src="?([^" >]+)/g)].map((m) => m[1]!);
    expect(initial.length).toBeGreaterThan(0);
    for (const src of initial) {
      const body = await (await page.request.get(src)).text();
      expect(body.includes(marker), `${src} holds search code`).toBe(false);
      expect(body.includes('loadJS'), `${src} holds minisearch`).toBe(false);
    }
    // The page names the index (a <meta>) but neither loads nor preloads it.
    expect(html).not.toMatch(/<(link|script)[^>]+\.search\//);
    await gotoHydrated(page, '/core/forking');
    // A reader who does not search never downloads the dialog…
    await page.waitForLoadState('networkidle');
    expect(
      [...scripts.values()].some((body) => body.includes(marker)),
      'search code loaded without intent',
    ).toBe(false);
    // …pointing at the search button starts loading it (the code that loads holds the marker,
    // so the checks above mean something).
    await page.getByRole('button', {name: 'Search'}).first().hover();
    await expect.poll(() => [...scripts.values()].some((body) => body.includes(marker))).toBe(true);
    await openWithSlash(page);
    await search(page, 'fork');
  });

  test('/ opens search, but not while typing in an input, a textarea or contenteditable', async ({
    page,
  }) => {
    await gotoHydrated(page, '/core/forking');
    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      main.insertAdjacentHTML(
        'afterbegin',
        '<input id="t-input" aria-label="t-input"><textarea id="t-area" aria-label="t-area"></textarea><div id="t-edit" contenteditable="true">x</div>',
      );
    });
    for (const id of ['#t-input', '#t-area', '#t-edit']) {
      await page.locator(id).focus();
      await page.keyboard.press('/');
      await page.keyboard.press('Control+k');
      await expect(dialog(page)).toBeHidden();
    }
    await expect(page.locator('#t-input')).toHaveValue('/');
    await expect(page.locator('#t-area')).toHaveValue('/');
    await page.locator('#t-edit').blur();
    await openWithSlash(page);
    // The '/' that opened search is not typed into it.
    await expect(input(page)).toHaveValue('');
  });

  test('keys typed right after the shortcut land in the input, in order, while the dialog loads', async ({
    page,
  }) => {
    await gotoHydrated(page, '/core/forking');
    await page.waitForLoadState('networkidle');
    // Every script requested from now on (the dialog's chunks) is held until the keys are typed.
    const release = await holdScripts(page);
    await page.keyboard.type('/forking', {delay: 0});
    release();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('forking');
    // The keys went to search, not to the page: no other shortcut fired on the way.
    await expect(page).toHaveURL(/\/core\/forking$/);
    // Once the input has focus it takes typing itself.
    await page.keyboard.type(' mode');
    await expect(input(page)).toHaveValue('forking mode');
  });

  test('Ctrl+K then typing at once fills the input too', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await page.waitForLoadState('networkidle');
    const release = await holdScripts(page);
    await page.keyboard.press('Control+k');
    // Backspace while the dialog loads edits what was typed.
    await page.keyboard.type('statx', {delay: 0});
    await page.keyboard.press('Backspace');
    await page.keyboard.type('e', {delay: 0});
    release();
    await expect(input(page)).toHaveValue('state');
  });

  test('Ctrl+K toggles search on Linux; ⌘K does nothing there', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await expect(searchButton(page)).toContainText('Ctrl K');
    await page.keyboard.press('Meta+k');
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeHidden();
    // Also when focus is on one of the dialog's buttons rather than its input.
    await page.keyboard.press('Control+k');
    await dialog(page).getByRole('button', {name: 'Details'}).focus();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeHidden();
  });

  test('⌘K toggles search on macOS, ⌘⌫ resets, and the hints say ⌘', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel'});
      Object.defineProperty(Navigator.prototype, 'userAgentData', {
        get: () => ({platform: 'macOS'}),
      });
    });
    await gotoHydrated(page, '/core/forking');
    await expect(searchButton(page)).toContainText('⌘ K');
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('listitem').filter({hasText: 'to reset'})).toHaveText(
      '⌘⌫ to reset',
    );
    await indexReady(page);
    await search(page, 'fork node');
    // Ctrl+Backspace is not the reset key on macOS (the browser deletes a word instead).
    await page.keyboard.press('Control+Backspace');
    await expect(input(page)).toHaveValue(/^fork/);
    await page.keyboard.press('Meta+Backspace');
    await expect(input(page)).toHaveValue('');
    await expect(options(page)).toHaveCount(0);
    await page.keyboard.press('Meta+k');
    await expect(dialog(page)).toBeHidden();
  });

  test('the search button opens search; Esc closes it and focus returns to the button', async ({
    page,
  }) => {
    await gotoHydrated(page, '/core/forking');
    await expect(searchButton(page)).toBeVisible();
    await expect(searchButton(page)).toHaveAttribute('aria-keyshortcuts', '/ Control+K');
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    // The Close button (for touch screens) closes it too.
    await searchButton(page).click();
    await dialog(page).getByRole('button', {name: 'Close'}).click();
    await expect(dialog(page)).toBeHidden();
  });

  test('while search is open the page behind does not scroll; once closed it does', async ({
    page,
  }) => {
    await gotoHydrated(page, '/core/forking');
    const wheelOnBackdrop = async () => {
      // A point of the backdrop, left of the dialog, over the article.
      await page.mouse.move(8, 600);
      await page.mouse.wheel(0, 600);
      // Wheel scrolling is asynchronous: give it two frames to land.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      return page.evaluate(() => window.scrollY);
    };
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    expect(await wheelOnBackdrop()).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect.poll(wheelOnBackdrop).toBeGreaterThan(0);
  });

  test.describe('on a phone-sized screen', () => {
    test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
    test('the navbar search button is visible and opens search', async ({page}) => {
      await gotoHydrated(page, '/core/forking');
      const button = searchButton(page);
      await expect(button).toBeVisible();
      await button.tap();
      await expect(dialog(page)).toBeVisible();
      await indexReady(page);
      await search(page, 'forking');
      const href = await options(page).first().getAttribute('href');
      expect(href).toMatch(/forking/);
      await options(page).first().tap();
      await expect(dialog(page)).toBeHidden();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
    });
  });
});

test.describe('querying', () => {
  test('the query is debounced: results appear only once typing has paused, on the fake clock', async ({
    page,
  }) => {
    // The exact 200 ms (each keystroke restarts the wait) is tested in
    // tests/unit/search-debounce.test.ts; this is the smoke test in the dialog.
    const start = new Date('2026-01-01T00:00:00Z').getTime();
    await page.clock.install({time: start});
    await gotoHydrated(page, '/core/forking');
    await openWithSlash(page);
    await indexReady(page);
    await page.clock.pauseAt(start + 60_000);
    await input(page).pressSequentially('fork');
    await page.clock.runFor(150);
    await expect(options(page)).toHaveCount(0);
    await page.clock.runFor(60);
    await expect(options(page).first()).toBeVisible();
  });

  testOnSharedPage('at most 16 results; typo and prefix queries find forking', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await openWithSlash(page);
    await indexReady(page);
    await search(page, 'tevm');
    await expect(options(page)).toHaveCount(16);
    // Which forking section ranks first depends on the content; the forking page must be found.
    await search(page, 'frking');
    await expect(options(page).first()).toContainText(/forking/i);
    const forkingPage = options(page).and(page.locator('[href="/core/forking"]'));
    await expect(forkingPage).toHaveCount(1);
    await expect(forkingPage).toContainText('Forking & Reforking');
    await search(page, 'fork');
    await expect(options(page).first()).toContainText(/fork/i);
    await expect(
      options(page)
        .filter({hasText: /forking/i})
        .first(),
    ).toBeVisible();
  });

  testOnSharedPage('no hits shows No results for "{query}"', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await openWithSlash(page);
    await indexReady(page);
    await input(page).fill('zzqxjvw');
    await expect(dialog(page).getByText('No results for "zzqxjvw"', {exact: true})).toBeVisible();
    await expect(options(page)).toHaveCount(0);
  });
});

test.describe('selection', () => {
  testOnSharedPage(
    'results are a listbox of options tied to the combobox input',
    async ({page}) => {
      await gotoHydrated(page, '/core/forking');
      await openWithSlash(page);
      await indexReady(page);
      await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
      await search(page, 'mining');
      const listId = await listbox(page).getAttribute('id');
      await expect(input(page)).toHaveAttribute('aria-controls', listId!);
      await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
      const firstId = await options(page).first().getAttribute('id');
      await expect(input(page)).toHaveAttribute('aria-activedescendant', firstId!);
      await expect(dialog(page).getByRole('option', {selected: true})).toHaveCount(1);
    },
  );

  testOnSharedPage('↑/↓ move the selection and wrap at both ends', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await openWithSlash(page);
    await indexReady(page);
    await search(page, 'tevm');
    await expect(options(page)).toHaveCount(16);
    expect(await selectedIndex(page)).toBe(0);
    await page.keyboard.press('ArrowUp');
    expect(await selectedIndex(page)).toBe(15);
    const lastId = await options(page).nth(15).getAttribute('id');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', lastId!);
    await page.keyboard.press('ArrowDown');
    expect(await selectedIndex(page)).toBe(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await selectedIndex(page)).toBe(2);
    await page.keyboard.press('ArrowUp');
    expect(await selectedIndex(page)).toBe(1);
    await expect(dialog(page).getByRole('option', {selected: true})).toHaveCount(1);
  });

  testOnSharedPage(
    'a new query with results resets the selection to 0; an empty query has none and -1',
    async ({page}) => {
      await gotoHydrated(page, '/core/forking');
      await openWithSlash(page);
      await indexReady(page);
      await search(page, 'block');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await selectedIndex(page)).toBe(2);
      const before = await options(page).first().getAttribute('href');
      await input(page).pressSequentially(' tags');
      await expect.poll(() => selectedIndex(page)).toBe(0);
      await expect.poll(() => options(page).first().getAttribute('href')).not.toBe(before);
      const firstId = await options(page).first().getAttribute('id');
      await expect(input(page)).toHaveAttribute('aria-activedescendant', firstId!);
      await input(page).fill('');
      await expect(options(page)).toHaveCount(0);
      await expect(input(page)).not.toHaveAttribute('aria-activedescendant', /.*/);
    },
  );

  testOnSharedPage('Enter goes to the selected result (client-side navigation)', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await page.evaluate(() => ((window as unknown as {__samePage: boolean}).__samePage = true));
    await openWithSlash(page);
    await indexReady(page);
    await search(page, 'mining modes');
    await page.keyboard.press('ArrowDown');
    const href = (await dialog(page).getByRole('option', {selected: true}).getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.hash}`).toBe(href);
    expect(
      await page.evaluate(() => (window as unknown as {__samePage?: boolean}).__samePage),
    ).toBe(true);
    const anchor = href.split('#')[1];
    if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });

  testOnSharedPage('clicking a result goes to it', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await openWithSlash(page);
    await indexReady(page);
    await search(page, 'receipts logs');
    const second = options(page).nth(1);
    const href = (await second.getAttribute('href'))!;
    await second.click();
    await expect(dialog(page)).toBeHidden();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.hash}`).toBe(href);
  });

  testOnSharedPage(
    'Ctrl+Backspace resets the query; the dialog lists its shortcuts',
    async ({page}) => {
      await gotoHydrated(page, '/core/forking');
      await openWithSlash(page);
      await indexReady(page);
      const shortcuts = dialog(page)
        .getByRole('list', {name: 'Keyboard shortcuts'})
        .getByRole('listitem');
      await expect(shortcuts).toHaveText([
        '↑↓ to navigate',
        '↵ to select',
        'esc to close',
        'Ctrl⌫ to reset',
      ]);
      await search(page, 'fork');
      await page.keyboard.press('Control+Backspace');
      await expect(input(page)).toHaveValue('');
      await expect(options(page)).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('filterText'))).toBe('""');
    },
  );
});

test.describe('detail view and persistence', () => {
  testOnSharedPage(
    'the detail view is on by default and highlights the matches',
    async ({page}) => {
      await gotoHydrated(page, '/core/forking');
      await openWithSlash(page);
      await indexReady(page);
      const details = dialog(page).getByRole('button', {name: 'Details'});
      await expect(details).toHaveAttribute('aria-pressed', 'true');
      await search(page, 'frking');
      // The typo highlights the word it matched, in the title…
      await expect(options(page).first().locator(':scope > span mark').first()).toHaveText(
        /^forking$/i,
      );
      await search(page, 'fork');
      const first = options(page).first();
      await expect(detailOf(first)).toBeVisible();
      // …and the matching words of the section's text.
      await expect(detailOf(first).locator('mark').first()).toHaveText(/^fork/i);
      await details.click();
      await expect(details).toHaveAttribute('aria-pressed', 'false');
      await expect(detailOf(options(page).first())).toHaveCount(0);
    },
  );

  testOnSharedPage(
    "a word deep in a long section finds it; the detail view shows the section's preview",
    async ({page}) => {
      await gotoHydrated(page, '/core/forking');
      await openWithSlash(page);
      await indexReady(page);
      await search(page, 'zqxdeepmarker');
      const first = options(page).first();
      await expect(first).toContainText('Zqxlong section');
      const detail = detailOf(first);
      // The index stores the first lines of a section (src/search/engine/preview.ts), not all of it.
      await expect(detail).toContainText('Paragraph 1 of filler prose');
      await expect(detail).toContainText('…');
      await expect(detail).not.toContainText('zqxdeepmarker');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/test-fixtures\/long-section#zqxlong-section$/);
    },
  );

  testOnSharedPage(
    'the detail view scrolls to the first match when it is below the lines it shows',
    async ({page}) => {
      await gotoHydrated(page, '/core/forking');
      await openWithSlash(page);
      await indexReady(page);
      await search(page, 'zqxscrollmarker');
      const detail = detailOf(options(page).first());
      const mark = detail.locator('mark').first();
      await expect(mark).toHaveText('zqxscrollmarker');
      await expect(mark).toBeInViewport();
      expect(await detail.evaluate((el) => el.scrollTop)).toBeGreaterThan(20);
      // The section's start is scrolled out of the box.
      await expect(detail.getByText('Short line 1.', {exact: true})).not.toBeInViewport();
    },
  );

  testOnSharedPage(
    'the detail-view flag and the filter text persist under showDetailView and filterText',
    async ({page}) => {
      await gotoHydrated(page, '/core/forking');
      await openWithSlash(page);
      await indexReady(page);
      await search(page, 'mining');
      await dialog(page).getByRole('button', {name: 'Details'}).click();
      expect(
        await page.evaluate(() => [
          localStorage.getItem('showDetailView'),
          localStorage.getItem('filterText'),
        ]),
      ).toEqual(['false', '"mining"']);
      // Let route prefetches finish first: a reload would abort them (failed requests).
      await page.waitForLoadState('networkidle');
      await page.reload();
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await openWithSlash(page);
      await expect(input(page)).toHaveValue('mining');
      await expect(options(page).first()).toBeVisible();
      await expect(dialog(page).getByRole('button', {name: 'Details'})).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(detailOf(options(page).first())).toHaveCount(0);
    },
  );
});

test.describe('errors', () => {
  test('a failed index fetch shows a message, not a spinner, and the next open retries', async ({
    page,
    consoleErrors,
  }) => {
    let fail = true;
    let attempts = 0;
    await page.route(/\/\.search\/index\.[0-9a-f]+\.json$/, async (route) => {
      attempts += 1;
      if (fail) await route.fulfill({status: 500, body: 'boom'});
      else await route.continue();
    });
    await gotoHydrated(page, '/core/forking');
    await openWithSlash(page);
    await expect(dialog(page).getByText('Search is unavailable right now')).toBeVisible();
    await expect(dialog(page).getByText('Loading the search index…')).toHaveCount(0);
    await input(page).fill('fork');
    await expect(options(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    fail = false;
    await openWithSlash(page);
    await indexReady(page);
    await expect(options(page).first()).toBeVisible();
    expect(attempts).toBe(2);
    // The browser logs the failed response itself; that one is expected here.
    const expected = consoleErrors.filter((e) => /status of 500/.test(e));
    expect(expected.length).toBeGreaterThan(0);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !expected.includes(e)),
    );
  });

  test('markup and script in a page show up as text in search and never run', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (req) => requests.push(new URL(req.url()).pathname));
    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    await gotoHydrated(page, '/core/forking');
    await openWithSlash(page);
    await indexReady(page);
    await search(page, 'zqxhostile');
    await expect(options(page)).toHaveCount(4);
    const all = listbox(page);
    await expect(all).toContainText(
      `Zqxhostile <img src=x onerror="window.__searchXss = 'heading-img'"> heading`,
    );
    await expect(all).toContainText(`<script>window.__searchXss = 'intro-script'</script>`);
    await expect(all).toContainText(`<script>window.__searchXss = 'code-script'</script>`);
    await expect(all).toContainText(`<b onmouseover="window.__searchXss = 'hover'">bold</b>`);
    for (const option of await options(page).all()) {
      await option.hover();
      await expect(detailOf(option)).toBeVisible();
    }
    await input(page).fill('zqxrawmarker');
    await expect(options(page).first()).toContainText('zqxrawmarker');
    await page.waitForLoadState('networkidle');
    const injected = await dialog(page)
      .locator('img, script, iframe, b, [onerror], [onmouseover]')
      .count();
    expect(injected).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as {__searchXss?: string}).__searchXss),
    ).toBeUndefined();
    expect(requests.filter((p) => p.endsWith('/x'))).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
