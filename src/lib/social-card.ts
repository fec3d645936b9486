/**
 * The social card (og:image) of a page from `themeConfig.site.socialCards`: the image of the
 * longest path prefix that contains the page (`/reference` covers `/reference/node`, not
 * `/referenced`). Undefined when no prefix matches: the page keeps `themeConfig.image`.
 */
import {docSourceRoute, pickByLongestPrefix} from './routes';

export function socialCardFor(
  cards: Record<string, string> | undefined,
  permalink: string,
): string | undefined {
  return cards ? pickByLongestPrefix(cards, permalink) : undefined;
}

/**
 * Docs front matter with the page's social card as `image` (docusaurus.config.ts
 * `markdown.parseFrontMatter`), so upstream's DocItem/Metadata renders it and no code runs in
 * the browser. A page's own `image` wins; files outside `docs/` are left alone. The route is the
 * front matter's `slug`, else the file's path under `docs/`.
 */
export function withSocialCard(
  frontMatter: Record<string, unknown>,
  filePath: string,
  cards: Record<string, string>,
): Record<string, unknown> {
  const underDocs = /(?:^|[\\/])docs[\\/](.+)$/.exec(filePath)?.[1];
  if (frontMatter.image !== undefined || underDocs === undefined) return frontMatter;
  const route = typeof frontMatter.slug === 'string' ? frontMatter.slug : docSourceRoute(underDocs);
  const image = socialCardFor(cards, route);
  return image ? {...frontMatter, image} : frontMatter;
}
