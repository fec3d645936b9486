// What the API-table modules share: the TypeScript compiler, the site's root and output folder,
// where an installed package lives, and the pure helpers (scripts/lib/api-tables-helpers.cjs,
// required so jest can load them too).
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

export const require = createRequire(import.meta.url);
export const ts = require('typescript');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OUT_DIR = path.join(ROOT, 'src/data/api');
export const helpers = require('../lib/api-tables-helpers.cjs');

/** The folder of an installed package. */
export function packageDir(name) {
  return path.join(ROOT, 'node_modules', ...name.split('/'));
}
