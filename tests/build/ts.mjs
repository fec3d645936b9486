// TypeScript modules of the site (route lists, the search engine) loaded in node:test files
// through jiti, as scripts/bench-search.mjs does: the build checks run the site's own code.
import {fileURLToPath} from 'node:url';

import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});

/** Loads a TypeScript module by path relative to the repository root. */
export const loadTs = (path) => jiti(fileURLToPath(new URL(`../../${path}`, import.meta.url)));
