/**
 * Code blocks hydrate without Prism (src/prism/client.tsx). The next page of a
 * client-side navigation renders its code blocks afresh, so Prism starts
 * loading as soon as a navigation starts — alongside that page's own chunks
 * (Docusaurus calls onRouteUpdate before it loads them).
 */
import type {ClientModule} from '@docusaurus/types';

import {loadPrism} from '../prism/lazyPrism';

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) void loadPrism();
  },
};

export default clientModule;
