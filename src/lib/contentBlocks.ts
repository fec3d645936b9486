/**
 * Pure helpers behind the MDX content blocks (ARCHITECTURE.md "Content blocks"): code-group
 * labels, author lists and dates, sponsor row heights.
 */
import type {SponsorGroup} from '../lib/theme-config';

/** `title="npm" showLineNumbers` → `npm`; undefined when there is no title. */
export function codeTitle(metastring: string | undefined): string | undefined {
  const match = /(?:^|\s)title=(["'])(.*?)\1/.exec(metastring ?? '');
  return match?.[2];
}

/** The metastring without its title (the tab label replaces the code block title bar). */
export function withoutTitle(metastring: string | undefined): string {
  return (metastring ?? '').replace(/(?:^|\s)title=(["']).*?\1/, '').trim();
}

/**
 * Labels for a code group's tabs: the titles, else the language, else `numbered(n)` ("Tab n",
 * translated by the caller); made unique.
 */
export function codeGroupLabels(
  blocks: Array<{metastring?: string; className?: string}>,
  numbered: (n: number) => string = (n) => `Tab ${n}`,
): string[] {
  const seen = new Map<string, number>();
  return blocks.map((block, i) => {
    const base =
      codeTitle(block.metastring) ??
      /language-([\w-]+)/.exec(block.className ?? '')?.[1] ??
      numbered(i + 1);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

/** Frontmatter `authors`: a name, a list of names, or objects with a name. */
export function authorNames(authors: unknown): string[] {
  const list = Array.isArray(authors)
    ? authors
    : authors === undefined || authors === null
      ? []
      : [authors];
  return list
    .map((a) =>
      typeof a === 'string'
        ? a
        : a && typeof a === 'object' && 'name' in a
          ? String((a as {name: unknown}).name)
          : '',
    )
    .map((name) => name.trim())
    .filter(Boolean);
}

/** "A", "A and B", "A, B and C". */
/** "A, B and C" in the page's locale's words (Intl.ListFormat). */
export function joinNames(names: string[], locale: string): string {
  return new Intl.ListFormat(locale, {style: 'long', type: 'conjunction'}).format(names);
}

/**
 * A frontmatter date (string or Date) → ISO date and "March 14, 2026" in the page's locale
 * (UTC, so server and client agree).
 */
export function formatPostDate(
  date: unknown,
  locale: string,
): {iso: string; text: string} | undefined {
  const d =
    date instanceof Date
      ? date
      : typeof date === 'string' || typeof date === 'number'
        ? new Date(date)
        : undefined;
  if (!d || Number.isNaN(d.getTime())) return undefined;
  return {
    iso: d.toISOString().slice(0, 10),
    text: new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeZone: 'UTC'}).format(d),
  };
}

/** Sponsor rows are 40 px high unless the group says otherwise. */
const DEFAULT_SPONSOR_ROW_HEIGHT = 40;

export function sponsorRowHeight(group: Pick<SponsorGroup, 'height'>): number {
  return group.height ?? DEFAULT_SPONSOR_ROW_HEIGHT;
}

/** Groups with at least one entry; an empty configuration renders nothing. */
export function visibleSponsorGroups(groups: SponsorGroup[]): SponsorGroup[] {
  return groups.filter((g) => g.items.some((row) => row.length > 0));
}
