// Version check: the installed tevm packages must be exactly the release the site documents
// (src/site/version.ts). Checks the copies that `import 'tevm/…'` actually loads: the ones
// resolved from the tevm package's own directory, and the top-level ones.

import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';

/**
 * Reads the exported string constants of src/site/version.ts without executing it.
 * @param {string} root repo root
 */
export const readDocumentedVersions = (root) => {
  const file = join(root, 'src/site/version.ts');
  const text = readFileSync(file, 'utf8');
  const get = (name) => {
    const m = text.match(
      new RegExp(`export\\s+const\\s+${name}\\s*(?::[^=]+)?=\\s*(['"\`])([^'"\`]+)\\1`),
    );
    if (!m) throw new Error(`${relative(root, file)}: cannot find \`export const ${name} = '…'\``);
    return m[2];
  };
  return {TEVM_VERSION: get('TEVM_VERSION'), TEVM_UMBRELLA_VERSION: get('TEVM_UMBRELLA_VERSION')};
};

/** Node's lookup: <dir>/node_modules/<name>, walking up from `fromDir`. */
const resolvePackageDir = (fromDir, name) => {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return null;
  }
};

/**
 * @param {string} root
 * @returns {{ ok: boolean, lines: string[], errors: string[] }}
 */
export const checkVersions = (root) => {
  const errors = [];
  const lines = [];
  let documented;
  try {
    documented = readDocumentedVersions(root);
  } catch (e) {
    return {ok: false, lines, errors: [String(/** @type {Error} */ (e).message)]};
  }
  const advice =
    'run `npm install` (package.json pins tevm and overrides @tevm/actions, @tevm/node, @tevm/server), ' +
    'or update src/site/version.ts if the documented release changed';
  const expect = (name, fromDir, want) => {
    const dir = resolvePackageDir(fromDir, name);
    if (!dir) {
      errors.push(`${name} is not installed (expected ${want}): ${advice}`);
      return;
    }
    const got = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
    const where = relative(root, dir);
    if (got !== want)
      errors.push(`${where} is ${got}, but src/site/version.ts documents ${want}: ${advice}`);
    else lines.push(`${where}@${got}`);
  };
  expect('tevm', root, documented.TEVM_UMBRELLA_VERSION);
  const tevmDir = resolvePackageDir(root, 'tevm');
  for (const name of ['@tevm/node', '@tevm/memory-client', '@tevm/actions']) {
    expect(name, root, documented.TEVM_VERSION);
    // The copy tevm itself loads, if npm nested a different one under it.
    if (tevmDir && existsSync(join(tevmDir, 'node_modules', name, 'package.json'))) {
      expect(name, tevmDir, documented.TEVM_VERSION);
    }
  }
  // tevm and friends are devDependencies: the examples need them, the site bundle must not.
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    if (name === 'tevm' || name.startsWith('@tevm/') || name === 'viem' || name === 'ethers') {
      errors.push(
        `package.json lists ${name} under dependencies: move it to devDependencies so the site build does not bundle it`,
      );
    }
  }
  return {ok: errors.length === 0, lines: [...new Set(lines)], errors, documented};
};
