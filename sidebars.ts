import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import siteConfig from './src/site/config';
import {toDocusaurusSidebars} from './src/site/sidebar';

/**
 * Generated from the site configuration (src/site/config.ts): edit the
 * sidebar there, not here.
 */
const sidebars = toDocusaurusSidebars(siteConfig.sidebar) satisfies SidebarsConfig;

export default sidebars;
