/**
 * llms.txt (https://llmstxt.org) and llms-full.txt, generated from the docs at
 * build time: an index of every page in sidebar order, and the full text.
 */
export interface LlmsPage {
  /** The doc id (docs/core/forking.mdx → core/forking). */
  id: string;
  path: string;
  title: string;
  description: string;
  /** Markdown/MDX body without frontmatter. */
  body: string;
}

interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

/** A sidebar item as the docs plugin loads sidebars.ts (docs, categories, links). */
export interface SidebarEntry {
  type: string;
  id?: string;
  label?: string;
  link?: {type: string; id?: string};
  items?: SidebarEntry[];
}

/** Groups pages by the sidebar's top-level sections, in sidebar order. */
export function groupBySidebar(sidebar: readonly SidebarEntry[], pages: LlmsPage[]): LlmsSection[] {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const idsOf = (items: readonly SidebarEntry[]): string[] =>
    items.flatMap((i) => [
      ...(i.type === 'doc' && i.id ? [i.id] : []),
      ...(i.link?.type === 'doc' && i.link.id ? [i.link.id] : []),
      ...idsOf(i.items ?? []),
    ]);
  return sidebar
    .map((section) => {
      const sectionPages = idsOf([section])
        .map((id) => byId.get(id))
        .filter((p): p is LlmsPage => Boolean(p));
      return {title: section.label ?? sectionPages[0]?.title ?? '', pages: sectionPages};
    })
    .filter((s) => s.pages.length > 0);
}

/**
 * The site as one llms.txt describes it: `base` is the path its files are served under, with
 * a trailing slash (`/` for the site's default locale and docs version, `/fr/` or `/0.9/`
 * otherwise), so each locale and version links its own full text.
 */
interface LlmsSite {
  title: string;
  description: string;
  url: string;
  base: string;
}

export function renderLlmsTxt(site: LlmsSite, sections: LlmsSection[]): string {
  const lines = [`# ${site.title}`, '', `> ${site.description}`, ''];
  lines.push(`The full text of every page is in ${site.url}${site.base}llms-full.txt.`, '');
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      lines.push(`- [${page.title}](${site.url}${page.path}): ${page.description}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Strips MDX-only syntax that means nothing to a reader of plain text. */
export function toPlainMarkdown(body: string): string {
  return body
    .replace(/^import\s.+$/gm, '')
    .replace(/^export\s.+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function renderLlmsFull(
  site: Pick<LlmsSite, 'title' | 'url'>,
  sections: LlmsSection[],
): string {
  const parts = [`# ${site.title} — full documentation`, ''];
  for (const section of sections) {
    for (const page of section.pages) {
      parts.push('---', '', `Source: ${site.url}${page.path}`, '', toPlainMarkdown(page.body), '');
    }
  }
  return parts.join('\n');
}

/** Removes a leading YAML frontmatter block. */
export function stripFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

/** `export const Name = deferred(() => import('./_partial.mdx'))` in a page (src/components/DeferredContent). */
const DEFERRED_PARTIAL =
  /^export const (\w+) = deferred\(\(\) => import\('(\.\/_[\w.-]+\.mdx)'\)\)$/gm;

/**
 * Puts the text of deferred partials back where a page renders them (`<Name />` on its own
 * line), so llms-full.txt has the same content as the page. MDX comments in the partial are
 * dropped. `read` gets the partial's path relative to the page.
 */
export async function inlineDeferredPartials(
  body: string,
  read: (relativePath: string) => Promise<string>,
): Promise<string> {
  let out = body;
  for (const [, name, path] of body.matchAll(DEFERRED_PARTIAL)) {
    const partial = (await read(path!)).replace(/\{\/\*[\s\S]*?\*\/\}\n*/g, '').trim();
    out = out.replace(new RegExp(`^<${name} />$`, 'm'), () => partial);
  }
  return out;
}

/** The folder of a version's llms files inside a locale's build folder: `/fr/0.9` → `0.9`. */
export function llmsDirOf(versionPath: string, baseUrl: string): string {
  const withSlash = (p: string) => (p.endsWith('/') ? p : `${p}/`);
  const path = withSlash(versionPath);
  const base = withSlash(baseUrl);
  return path.startsWith(base)
    ? path.slice(base.length).replace(/\/$/, '')
    : path.replace(/^\/|\/$/g, '');
}
