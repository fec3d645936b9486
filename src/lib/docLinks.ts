/**
 * Internal links in docs are file-path links (`[Forking](./forking.mdx#anchor)`): Docusaurus
 * resolves them to the page of the same docs version and locale, so a `docs:version` copy keeps
 * its readers in that version. An absolute route (`](/core/forking)`) would always lead to the
 * current version. `scripts/doc-links.mjs` finds them and rewrites them; a build check keeps
 * the docs free of them.
 */
import {posix} from 'node:path';

interface AbsoluteDocLink {
  /** 1-based line in the source. */
  line: number;
  /** The link target as written: `/core/forking#x`. */
  target: string;
  /** The route part: `/core/forking`. */
  route: string;
  /** `#x` or ''. */
  hash: string;
}

/** Lines inside fenced code blocks (``` or ~~~), where a link is only text. */
function fencedLines(lines: readonly string[]): Set<number> {
  const inside = new Set<number>();
  let fence: string | null = null;
  lines.forEach((line, i) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      inside.add(i);
      if (open && open[0] === fence[0] && open.length >= fence.length && line.trim() === open)
        fence = null;
    } else if (open) {
      fence = open;
      inside.add(i);
    }
  });
  return inside;
}

const LINK = /\]\((\/(?!\/)[^)\s#]*)(#[^)\s]*)?\)/g;

/** Markdown links with an absolute site path as target, outside code. Static files are left. */
export function findAbsoluteDocLinks(source: string): AbsoluteDocLink[] {
  const lines = source.split('\n');
  const fenced = fencedLines(lines);
  const found: AbsoluteDocLink[] = [];
  lines.forEach((text, i) => {
    if (fenced.has(i)) return;
    const outsideInlineCode = text.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    for (const m of outsideInlineCode.matchAll(LINK)) {
      const route = m[1]!;
      if (/^\/(img|assets|\.search)\//.test(route) || /\.(txt|xml|png|svg|json)$/.test(route))
        continue;
      found.push({line: i + 1, target: `${route}${m[2] ?? ''}`, route, hash: m[2] ?? ''});
    }
  });
  return found;
}

/**
 * The file-path link from one docs file to the file behind a route: from `core/forking.mdx`
 * to `/reference/node#x` (file `reference/node.mdx`) → `../reference/node.mdx#x`.
 */
export function fileLink(fromFile: string, targetFile: string, hash = ''): string {
  const rel = posix.relative(posix.dirname(fromFile), targetFile);
  return `${rel.startsWith('.') ? rel : `./${rel}`}${hash}`;
}

/**
 * Rewrites every absolute doc link of `source` (the file `fromFile`, relative to docs/) to a
 * file-path link; `fileOfRoute` maps a route to its docs file, or undefined when none (left
 * as is, so the build's broken-link check names it).
 */
export function rewriteDocLinks(
  source: string,
  fromFile: string,
  fileOfRoute: (route: string) => string | undefined,
): string {
  const lines = source.split('\n');
  const links = findAbsoluteDocLinks(source);
  for (const link of links) {
    const file = fileOfRoute(link.route.replace(/\.html$/, '').replace(/(.)\/$/, '$1'));
    if (!file) continue;
    const i = link.line - 1;
    lines[i] = lines[i]!.replace(`](${link.target})`, `](${fileLink(fromFile, file, link.hash)})`);
  }
  return lines.join('\n');
}
