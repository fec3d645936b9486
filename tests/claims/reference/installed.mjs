// Helpers for reference claims about installed packages (not a claims file: no page).
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

/** The installed package.json of `name` (resolved from the repository root). */
export const pkg = (name) => require(`${name}/package.json`);

/**
 * Every package `name` pulls in through dependencies and peer dependencies, as installed.
 * @param {string} name
 * @returns {Set<string>}
 */
export const dependencyTree = (name) => {
  const seen = new Set();
  const visit = (n) => {
    if (seen.has(n)) return;
    seen.add(n);
    let p;
    try {
      p = pkg(n);
    } catch {
      return; // not installed (an optional or unmet peer)
    }
    for (const d of Object.keys({...p.dependencies, ...p.peerDependencies})) visit(d);
  };
  visit(name);
  seen.delete(name);
  return seen;
};
