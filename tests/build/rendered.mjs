// Pure checks of built HTML (parse5), used by tests/build/rendered-text.test.mjs.
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

import createJiti from 'jiti';
import {parse} from 'parse5';

/** The site's one route ⇄ file mapping (src/lib/routes.ts). */
const {htmlFileRoute} = createJiti(fileURLToPath(import.meta.url), {interopDefault: true})(
  '../../src/lib/routes.ts',
);

/** Every HTML page of a build, with its route (`build/core/forking.html` → `/core/forking`). */
export function builtPages(dir) {
  const pages = [];
  for (const name of readdirSync(dir, {recursive: true})) {
    if (!name.endsWith('.html') || /^(assets\/|\.)/.test(name) || name.includes('/.')) continue;
    pages.push({route: htmlFileRoute(name), file: join(dir, name)});
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** Text that a person never reads as text: code, scripts, styles, graphics, form values. */
const SKIP = new Set([
  'script',
  'style',
  'pre',
  'code',
  'kbd',
  'samp',
  'svg',
  'noscript',
  'template',
  'textarea',
  'head',
]);
const BLOCKS = new Set([
  'p',
  'li',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dt',
  'dd',
  'blockquote',
  'figcaption',
  'caption',
  'summary',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'nav',
  'aside',
  'body',
  'details',
  'label',
  'button',
  'table',
  'tr',
  'ul',
  'ol',
]);

/** Markdown/MDX syntax that should have been rendered, by what it looks like as text. */
const LEFTOVERS = [
  [/:::+ ?[a-z]*/, 'admonition fence'],
  [/```/, 'code fence'],
  [/\{\/\*|\*\/\}/, 'MDX comment'],
  [/<\/?[A-Z][A-Za-z0-9.]*(?=[\s/>])/, 'component tag'],
  [/\[\^[^\]\s]+\]/, 'footnote reference'],
  [/\]\([^)\s]+\)/, 'Markdown link'],
  [/(?:^|[\s(])(\*\*|__)[^*_\s][^*_]*\1/, 'bold markers'],
  [/^#{1,6} \S/, 'heading marker'],
  [/&(?:amp|lt|gt|quot|#\d+);/, 'escaped entity'],
];

const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;

function describe(node) {
  const id = attr(node, 'id');
  const cls = attr(node, 'class')?.split(/\s+/)[0];
  return `<${node.nodeName}${id ? `#${id}` : cls ? `.${cls}` : ''}>`;
}

/** Blocks of visible text: [element, text] for every block element with text of its own. */
function textBlocks(html) {
  const doc = parse(html);
  const blocks = [];
  const visit = (node, block) => {
    if (SKIP.has(node.nodeName) || attr(node, 'hidden') !== undefined) {
      block.text.push(' ');
      return;
    }
    if (node.nodeName === '#text') {
      block.text.push(node.value);
      return;
    }
    let current = block;
    if (BLOCKS.has(node.nodeName)) {
      current = {node, text: []};
      blocks.push(current);
    }
    for (const child of node.childNodes ?? []) visit(child, current);
    if (node.content) for (const child of node.content.childNodes ?? []) visit(child, current);
  };
  visit(doc, {node: doc, text: []});
  return blocks
    .map((b) => [b.node, b.text.join('').replace(/\s+/g, ' ').trim()])
    .filter(([, t]) => t);
}

/** Findings {route, where, what} for syntax left as text on a page. */
export function unrenderedSyntax(route, html) {
  const findings = [];
  for (const [node, text] of textBlocks(html)) {
    for (const [pattern, kind] of LEFTOVERS) {
      const match = pattern.exec(text);
      if (!match) continue;
      const start = Math.max(0, match.index - 20);
      findings.push({
        route,
        where: describe(node),
        what: `${kind}: "${text.slice(start, match.index + 60)}"`,
      });
    }
  }
  return findings;
}

/** Findings for <img> elements without both width and height (they shift the layout as they load). */
export function unsizedImages(route, html) {
  const findings = [];
  const visit = (node) => {
    if (
      node.nodeName === 'img' &&
      (attr(node, 'width') === undefined || attr(node, 'height') === undefined)
    ) {
      findings.push({
        route,
        where: describe(node),
        what: `<img src="${attr(node, 'src')}"> has no width and height attributes`,
      });
    }
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(html));
  return findings;
}
