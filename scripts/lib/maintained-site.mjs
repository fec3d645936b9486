// The checks of scripts/check-versioning.mjs over the build of a maintained copy: one docs
// version cut, a pseudo-translated second locale, the blog with one post. Each returns failure
// messages; the script prints them.
import {readFileSync, readdirSync, existsSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {parse} from 'parse5';

/** The pseudo-translation: every message of the locale is wrapped, so an unwrapped UI text is
 * one that no translation file reaches. */
export const PSEUDO = {
  open: '⟦',
  close: '⟧',
  /** Marks every run of text outside HTML tags (the banner's message is HTML). */
  wrap: (message) => message.replace(/(^|>)([^<]*[^<\s][^<]*)(?=<|$)/g, '$1⟦$2⟧'),
};

/** Where a page shows its content's own words (doc titles, headings, labels from front matter). */
const CONTENT_CLASSES = [
  'theme-doc-markdown',
  'table-of-contents',
  'menu__link',
  'breadcrumbs__link',
  'pagination-nav__label',
];

/** Every HTML file of a build folder, as `[route, file]` (`core/forking.html` → `/core/forking`). */
function pages(dir) {
  return readdirSync(dir, {recursive: true})
    .map(String)
    .filter((f) => f.endsWith('.html') && !f.startsWith('assets/'))
    .map((f) => {
      const rel = f.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
      return [`/${rel}`.replace(/(.)\/$/, '$1'), join(dir, f)];
    });
}

const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;
const classes = (node) => (attr(node, 'class') ?? '').split(/\s+/);
function* walk(node, ancestors = []) {
  yield [node, ancestors];
  for (const child of node.childNodes ?? []) yield* walk(child, [...ancestors, node]);
  if (node.content) yield* walk(node.content, [...ancestors, node]);
}
const textOf = (node) =>
  node.nodeName === '#text' ? node.value : (node.childNodes ?? []).map(textOf).join('');
const squash = (s) => s.replace(/\s+/g, ' ').trim();
/** True when `path` is `prefix` or below it; the prefix '' is the whole site. */
const under = (path, prefix) => prefix === '' || path === prefix || path.startsWith(`${prefix}/`);
/** The version (route prefix) a path belongs to: the longest matching prefix. */
const versionOfPath = (versions) => {
  const ordered = [...versions].sort((a, b) => b.length - a.length);
  return (path) => ordered.find((v) => under(path, v));
};

/** Version banner on the unreleased (current) docs, none on the last release; badge on both. */
export function checkVersionBanners({build, currentPrefix, lastPrefix, page}) {
  const failures = [];
  const read = (prefix) => {
    const file = join(build, `${prefix}${page}.html`.replace(/^\//, ''));
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const current = read(currentPrefix);
  const last = read(lastPrefix);
  if (!current) return [`no page ${currentPrefix}${page} in the build`];
  if (!last) return [`no page ${lastPrefix}${page} in the build`];
  if (!current.includes('theme-doc-version-banner'))
    failures.push(`${currentPrefix}${page}: unreleased docs show no version banner`);
  if (last.includes('theme-doc-version-banner'))
    failures.push(`${lastPrefix}${page}: the latest release shows a version banner`);
  for (const [prefix, html] of [
    [currentPrefix, current],
    [lastPrefix, last],
  ])
    if (!html.includes('theme-doc-version-badge'))
      failures.push(`${prefix}${page}: no version badge`);
  return failures;
}

/**
 * Every internal link of a docs page's main column stays in the page's own version and locale:
 * the Markdown's links and those the theme writes around it (breadcrumbs, doc footer, pager,
 * the phone bar). The version banner's link to the latest release is the one meant to leave.
 */
export function checkLinksStayInVersion({build, localePrefix, versions}) {
  const failures = [];
  const versionOf = versionOfPath(versions);
  for (const [route, file] of pages(build)) {
    const path = `${localePrefix}${route === '/' ? '' : route}` || '/';
    const own = versionOf(path);
    if (own === undefined || /\/(test-fixtures|blog)(\/|$)/.test(path)) continue;
    const doc = parse(readFileSync(file, 'utf8'));
    for (const [node, ancestors] of walk(doc)) {
      if (node.nodeName !== 'a' || !ancestors.some((a) => a.nodeName === 'main')) continue;
      if (ancestors.some((a) => classes(a).includes('theme-doc-version-banner'))) continue;
      const href = attr(node, 'href');
      if (!href?.startsWith('/') || /^\/[^#?]*\.(txt|xml|png|svg|json)/.test(href)) continue;
      const target = href.split(/[#?]/)[0];
      if (versionOf(target) !== own) {
        const where = ancestors.findLast((a) =>
          /^theme-|^pagination-nav$/.test(classes(a)[0] ?? ''),
        );
        const from = where ? ` (in .${classes(where)[0]})` : '';
        failures.push(`${path}: link to ${href}${from} leaves version ${own}`);
      }
    }
  }
  return failures;
}

/** One llms.txt per version: each page once, every link inside that version and locale. */
export function checkLlms({build, url, versions}) {
  const failures = [];
  for (const {dir, prefix, others} of versions) {
    const file = join(build, dir, 'llms.txt');
    if (!existsSync(file)) {
      failures.push(`no ${join(dir, 'llms.txt')}`);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => m[1]);
    const seen = new Set();
    for (const link of links) {
      if (seen.has(link)) failures.push(`${dir}/llms.txt lists ${link} twice`);
      seen.add(link);
      const path = link.slice(url.length);
      // trailingSlash: false: the version's home is `/next`, its pages `/next/…`
      const inside = path.startsWith(prefix) || path === prefix.replace(/\/$/, '');
      if (!inside || others.some((o) => path.startsWith(o)))
        failures.push(`${dir}/llms.txt links ${link}, outside ${prefix}`);
    }
    if (links.length === 0) failures.push(`${dir}/llms.txt lists no page`);
    if (!text.includes(`${url}${prefix}${prefix.endsWith('/') ? '' : '/'}llms-full.txt`))
      failures.push(`${dir}/llms.txt does not link its own llms-full.txt`);
  }
  return failures;
}

/**
 * What the test build's fixture pages (/test-fixtures/*, which readers' builds never have) add to
 * a search index, at least: their stored rows, gzipped on their own (src/search/engine/indexFile.ts:
 * a page row has parent -1 and is followed by its sections' rows). Their terms' postings are left
 * in, so the budget below is, if anything, stricter than on a reader's index.
 */
function fixtureRowsGzip(indexBytes) {
  const rows = [];
  let fixture = false;
  for (const row of JSON.parse(indexBytes.toString('utf8')).docs) {
    if (row[2] === -1) fixture = /^(\/[^/]+)?\/test-fixtures\//.test(row[0]);
    if (fixture) rows.push(row);
  }
  return rows.length ? gzipSync(JSON.stringify(rows)).length : 0;
}

/** Each version's pages load a search index of that version's pages only, ≤ 120 KB gzip. */
export function checkSearchPerVersion({build, localePrefix, versions}) {
  const failures = [];
  const versionOf = versionOfPath(versions);
  const checked = new Map();
  for (const [route, file] of pages(build)) {
    const path = `${localePrefix}${route === '/' ? '' : route}` || '/';
    const own = versionOf(path);
    if (own === undefined || /\/(test-fixtures|blog)(\/|$)/.test(path)) continue;
    const meta = /<meta name="search-index" content="([^"]+)"/.exec(readFileSync(file, 'utf8'));
    if (!meta) {
      failures.push(`${path}: no search index`);
      continue;
    }
    const key = `${own} ${meta[1]}`;
    if (checked.has(key)) continue;
    checked.set(key, true);
    const indexFile = join(build, meta[1].slice(localePrefix.length).replace(/^\//, ''));
    if (!existsSync(indexFile)) {
      failures.push(`${path}: its search index ${meta[1]} is not in the build`);
      continue;
    }
    const bytes = readFileSync(indexFile);
    const gz = gzipSync(bytes).length - fixtureRowsGzip(bytes);
    if (gz > 120 * 1024)
      failures.push(
        `${meta[1]}: ${(gz / 1024).toFixed(1)} KB gzip without the test build's fixture pages, over 120 KB`,
      );
    const hrefs = [...bytes.toString('utf8').matchAll(/"href":"([^"]+)"/g)].map((m) => m[1]);
    const foreign = hrefs.filter((h) => versionOf(h.split('#')[0]) !== own);
    if (foreign.length)
      failures.push(
        `${meta[1]} (loaded by ${own}) holds ${foreign.length} document(s) of another version, e.g. ${foreign[0]}`,
      );
    const dupes = hrefs.length - new Set(hrefs).size;
    if (dupes) failures.push(`${meta[1]}: ${dupes} duplicate document href(s)`);
  }
  if (new Set([...checked.keys()].map((k) => k.split(' ')[1])).size < 2)
    failures.push('the versions share one search index');
  return failures;
}

/**
 * No site UI string escapes translation: in a pseudo-translated locale every text a site
 * component shows outside the page's own content (navbar, banner, sidebar chrome, outline,
 * footer, pager labels, buttons, labels) carries the pseudo marks. Content — doc titles,
 * headings, sidebar labels from front matter, the Markdown body — is not UI.
 */
export function checkPseudoLocale({build, contentStrings}) {
  const untranslated = new Map();
  const isUi = (text) => /[A-Za-z]{2,}/.test(text) && !text.includes(PSEUDO.open);
  const SKIP = new Set([
    'time', // a date in the locale's format: data, not a message
    'script',
    'style',
    'pre',
    'code',
    'kbd',
    'svg',
    'noscript',
    'template',
    'head',
  ]);
  for (const [route, file] of pages(build)) {
    // The blog's pages are upstream's theme and the posts' own words; the test build's fixture
    // pages are planted content, not shipped.
    if (/^\/(blog|test-fixtures)(\/|$)/.test(route)) continue;
    const doc = parse(readFileSync(file, 'utf8'));
    for (const [node, ancestors] of walk(doc)) {
      if (ancestors.some((a) => SKIP.has(a.nodeName))) continue;
      // React streams a lazy part of the page (the API tables, deferred content) as a hidden
      // `<div id="S:n">` after the footer and moves it into the article on load: content too.
      const inContent = ancestors.some(
        (a) =>
          classes(a).some((c) => CONTENT_CLASSES.includes(c)) ||
          /^S:\d+$/.test(attr(a, 'id') ?? ''),
      );
      const note = (text, where) => {
        const t = squash(text);
        if (!t || !isUi(t) || contentStrings.has(t)) return;
        const key = `${where}: ${t}`;
        if (!untranslated.has(key)) untranslated.set(key, route);
      };
      for (const name of ['aria-label', 'title', 'placeholder', ...(inContent ? [] : ['alt'])]) {
        const value = attr(node, name);
        if (value) note(value, `[${name}]`);
      }
      // A message with parts in it (upstream's version banner: "… version <b>Next</b> de Tevm
      // Node") is split into several text nodes; the marks wrap the whole message, in its element.
      const parent = ancestors[ancestors.length - 1];
      const inMessage = parent && textOf(parent).includes(PSEUDO.open);
      if (node.nodeName === '#text' && !inContent && !inMessage) note(node.value, 'text');
      if (inContent && node.nodeName === 'button') note(textOf(node), 'button');
    }
  }
  return [...untranslated].map(([what, route]) => `${route}: untranslatable UI ${what}`);
}

/**
 * Doc titles, sidebar labels and headings: the content strings of a locale's pages. Labels from
 * the site's configuration (navbar, footer, social links) are UI: they must be translated.
 */
export function collectContentStrings({build, sourceDirs}) {
  const strings = new Set();
  for (const dir of sourceDirs) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    for (const f of readdirSync(dir, {recursive: true}).map(String)) {
      if (!/\.mdx?$/.test(f)) continue;
      const fm = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, f), 'utf8'))?.[1] ?? '';
      for (const m of fm.matchAll(/^(?:title|sidebar_label|description):\s*(.+)$/gm))
        strings.add(squash(m[1].replace(/^(['"])(.*)\1$/, '$2')));
    }
  }
  for (const [, file] of pages(build)) {
    const doc = parse(readFileSync(file, 'utf8'));
    for (const [node] of walk(doc)) {
      if (/^h[1-6]$/.test(node.nodeName)) strings.add(squash(textOf(node)));
      // a table's region is named by its column headers (src/rehype/tables.ts): content
      if (node.nodeName === 'thead') {
        const cells = [];
        for (const [cell] of walk(node))
          if (cell.nodeName === 'th') cells.push(squash(textOf(cell)));
        strings.add(cells.filter(Boolean).join(', '));
      }
    }
  }
  return strings;
}

/**
 * The navbar's social links show their translated names: every icon-only link that opens a new
 * tab (a profile) is named (aria-label and title) by the locale's message, in the pseudo marks;
 * and there is at least one, so the check cannot pass on a page without them.
 */
export function checkSocialNames({build}) {
  const home = parse(readFileSync(join(build, 'index.html'), 'utf8'));
  const failures = [];
  let socials = 0;
  for (const [node, ancestors] of walk(home)) {
    if (node.nodeName !== 'a' || attr(node, 'target') !== '_blank') continue;
    if (!ancestors.some((a) => classes(a).includes('navbar'))) continue;
    if (squash(textOf(node)) !== '' || attr(node, 'aria-label') === undefined) continue;
    socials++;
    for (const name of ['aria-label', 'title']) {
      const value = attr(node, name);
      if (!value?.startsWith(PSEUDO.open))
        failures.push(`/: the social link to ${attr(node, 'href')} has the ${name} "${value}"`);
    }
  }
  if (socials === 0) failures.push('/: no social link in the navbar');
  return failures;
}

/**
 * The blog's post appears in <BlogPosts /> (the content-blocks gallery renders it), and its page
 * shows its tag in the server HTML (upstream's tag list, loaded on demand: src/theme/TagsListInline).
 */
export function checkBlogPosts({build, title, post, tag}) {
  const failures = [];
  const file = join(build, 'test-fixtures/content-blocks.html');
  if (!existsSync(file)) return ['no /test-fixtures/content-blocks page (a test build is needed)'];
  const html = readFileSync(file, 'utf8');
  if (html.includes('data-blog-posts="empty"'))
    failures.push('<BlogPosts /> is empty with a post in blog/');
  else if (!html.includes(title)) failures.push(`<BlogPosts /> does not list "${title}"`);
  const page = join(build, `${post}.html`.replace(/^\//, ''));
  if (!existsSync(page)) return [...failures, `no page ${post} in the build`];
  const tagged = [...walk(parse(readFileSync(page, 'utf8')))].some(
    ([node]) =>
      node.nodeName === 'a' &&
      attr(node, 'rel') === 'tag' &&
      attr(node, 'href')?.endsWith(`/tags/${tag}`) &&
      squash(textOf(node)) === tag,
  );
  if (!tagged) failures.push(`${post}: the post's tag "${tag}" is not shown`);
  return failures;
}

/** Both versions of a page keep Run buttons, each block with its own compiled module. */
export function checkRunBothVersions({build, page, prefixes}) {
  const failures = [];
  const ids = prefixes.map((prefix) => {
    const file = join(build, `${prefix}${page}.html`.replace(/^\//, ''));
    if (!existsSync(file)) {
      failures.push(`no page ${prefix}${page}`);
      return [];
    }
    const found = [...readFileSync(file, 'utf8').matchAll(/data-run-block="?([^"\s>]+)/g)].map(
      (m) => m[1],
    );
    if (found.length === 0) failures.push(`${prefix}${page}: no Run button`);
    return found;
  });
  if (failures.length === 0 && ids[0].join() === ids[1].join())
    failures.push(`${page}: the block changed after the cut has the same Run id in both versions`);
  return failures;
}

/**
 * Every check over the build of one non-default locale (Docusaurus writes it straight into
 * `buildDir`, its routes under `/<locale>`), after a version cut: the cut version is the
 * latest release, at the docs root; the current docs are the unreleased `next`.
 */
export async function checkMaintainedSite({siteDir, buildDir, version, locale}) {
  const build = buildDir;
  const config = readFileSync(join(siteDir, 'docusaurus.config.ts'), 'utf8');
  const url = /url: '([^']+)'/.exec(config)?.[1] ?? '';
  // Where the locale's routes live: its home page's canonical URL says (`/fr`, or the root
  // when Docusaurus builds the one locale on its own).
  const home = readFileSync(join(build, 'index.html'), 'utf8');
  const canonical = /<link[^>]+rel="?canonical"?[^>]+href="?([^" >]+)/.exec(home)?.[1] ?? `${url}/`;
  const localePrefix = canonical.slice(url.length).replace(/\/$/, '');
  void locale;
  const current = `${localePrefix}/next`;
  const last = localePrefix;
  const contentStrings = collectContentStrings({
    build,
    sourceDirs: [join(siteDir, 'docs'), join(siteDir, 'versioned_docs', `version-${version}`)],
  });
  return [
    ...checkVersionBanners({build, currentPrefix: '/next', lastPrefix: '', page: '/core/forking'}),
    ...checkRunBothVersions({build, page: '/core/forking', prefixes: ['', '/next']}),
    ...checkLinksStayInVersion({build, localePrefix, versions: [current, last]}),
    ...checkSearchPerVersion({build, localePrefix, versions: [current, last]}),
    ...checkLlms({
      build,
      url,
      versions: [
        {dir: '', prefix: `${last}/`, others: [`${current}/`, `${current})`]},
        {dir: 'next', prefix: `${current}/`, others: []},
      ],
    }),
    ...checkPseudoLocale({build, contentStrings}),
    ...checkSocialNames({build}),
    ...checkBlogPosts({
      build,
      title: 'A first post',
      post: '/blog/2026/11/01/first-post',
      tag: 'release',
    }),
  ];
}
