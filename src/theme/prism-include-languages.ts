/**
 * Ejected to do nothing. The grammars are registered by the site's Prism
 * (src/prism/prism.ts, bundled as prism-react-renderer); the original loads
 * `additionalLanguages` through a require context on prismjs/components,
 * which with an empty list still bundles prismjs/components/index.js and its
 * 25 KB language table. src/plugins/prism-swap rejects a non-empty list.
 */
import type * as PrismNamespace from 'prismjs';

export default function prismIncludeLanguages(_prism: typeof PrismNamespace): void {}
