/**
 * The social card (og:image) of a page from `themeConfig.site.socialCards`: the image of the
 * longest path prefix that contains the page (`/reference` covers `/reference/node`, not
 * `/referenced`). Undefined when no prefix matches: the page keeps `themeConfig.image`.
 */
import {pickByLongestPrefix} from './routes';

export function socialCardFor(
  cards: Record<string, string> | undefined,
  permalink: string,
): string | undefined {
  return cards ? pickByLongestPrefix(cards, permalink) : undefined;
}
