import {createContext, useContext, type ReactNode} from 'react';

import Authors from './index';

/** The current doc's front-matter `authors` and `date`, provided by DocItem/Layout. */
export const BylineContext = createContext<{authors?: unknown; date?: unknown} | null>(null);

/** The byline under a doc's H1 when its front matter names authors or a date. */
export function FrontMatterByline(): ReactNode {
  const byline = useContext(BylineContext);
  return byline ? <Authors authors={byline.authors} date={byline.date} /> : null;
}
