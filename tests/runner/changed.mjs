// What `npm run test:changed` runs for a set of changed files: a pure function of the file list
// and a few facts read from the tree (tests/runner/test-changed.mjs reads them), so the rules below are
// tested (tests/build/changed-plan.test.mjs) and the README can state them.
//
// The rules, by what changed:
//   a page under docs/        its examples and claims, the build and its checks, its route in the
//                             browser (routes.spec and run-examples.spec filtered to the route, and
//                             every spec that names the route, whole), the unit tests that read
//                             docs/, the RPC table check when it is json-rpc, and the maintainer
//                             scenario (a version cut can break on a page's absolute link)
//                             When its front matter changed (title, sidebar_label, …: text that
//                             other pages show in their sidebar, pager, search and screenshots),
//                             also the specs of those, whole (FRONT_MATTER_SPECS)
//   a partial (docs/**/_x)    the same for every page that imports it, and its own examples
//   a claims file             that page's claims
//   claims or examples code   the whole claim or example suite (its self-test included)
//   site code, config, static, i18n, the test-only pages (tests/fixtures/pages, built too)
//                             the build and its checks, unit tests related by imports (jest
//                             --findRelatedTests), specs related by imports (Playwright
//                             --only-changed), the maintainer scenario, types, lint, format
//   tests, scripts            unit tests and specs related by imports, types, lint, format
//   package.json, lockfile    everything (`npm test`)
// Anything else (Markdown outside docs/, .gitignore) runs nothing.

/** @typedef {'page' | 'partial' | 'claims-file' | 'claims-code' | 'examples-code' | 'site' | 'tests' | 'deps' | 'other'} Kind */

/** @param {string} file a repository-relative path with `/` separators @returns {Kind} */
export function kindOf(file) {
  if (file === 'package.json' || file === 'package-lock.json') return 'deps';
  if (/^docs\/.*\.mdx?$/.test(file))
    return file.split('/').some((part) => part.startsWith('_')) ? 'partial' : 'page';
  if (/^tests\/claims\/.*\.claims\.mjs$/.test(file) && !file.includes('/fixtures/'))
    return 'claims-file';
  if (file.startsWith('tests/claims/')) return 'claims-code';
  if (file.startsWith('tests/examples/')) return 'examples-code';
  if (
    /^(src|static|i18n|docs|tests\/fixtures\/pages)\//.test(file) ||
    /^(docusaurus\.config|sidebars)\.ts$/.test(file) ||
    file === 'tsconfig.json'
  )
    return 'site';
  if (/^(tests|scripts)\//.test(file) || /^[^/]+\.(ts|mjs|cjs|js)$/.test(file)) return 'tests';
  return 'other';
}

/** The page a claims file backs: tests/claims/core/forking.claims.mjs → docs/core/forking.mdx. */
export const claimsPage = (file) =>
  `docs/${file.slice('tests/claims/'.length).replace(/\.claims\.mjs$/, '.mdx')}`;

const LINTED = /\.(ts|tsx|mjs|cjs|js)$/;

/** Specs that show other pages' titles and labels: the sidebar, pager, search, screenshots. */
export const FRONT_MATTER_SPECS = [
  'footer.spec.ts',
  'mobile.spec.ts',
  'search.spec.ts',
  'sidebar.spec.ts',
  'visual.spec.ts',
];

/**
 * @param {{
 *   files: string[],                                   changed files, repository-relative
 *   routeOf: (page: string) => string,                 a page's route
 *   importersOf: (partial: string) => string[],        the pages that import a partial
 *   specsNaming: (route: string) => string[],          spec files that name a route
 *   unitTestsReadingDocs: string[],                    unit test files that read docs/
 *   frontMatterChanged?: (page: string) => boolean,    its front matter differs from the base
 * }} input
 * @returns {{
 *   everything: boolean,
 *   pages: string[], routes: string[], claimsPages: string[],
 *   examples: 'none' | 'pages' | 'all', claims: 'none' | 'pages' | 'all',
 *   build: boolean, versioning: boolean, rpcMethods: boolean, apiTables: boolean,
 *   typecheck: boolean, lintFiles: string[], unitRelated: string[], unitTests: string[],
 *   specs: string[], wholeSpecs: string[], onlyChanged: boolean, why: string[],
 * }}
 */
export function planChanged({
  files,
  routeOf,
  importersOf,
  specsNaming,
  unitTestsReadingDocs,
  frontMatterChanged = () => false,
}) {
  const pages = new Set();
  const partials = new Set();
  const claimsPages = new Set();
  const why = [];
  const plan = {
    everything: false,
    examples: 'none',
    claims: 'none',
    build: false,
    versioning: false,
    rpcMethods: false,
    apiTables: false,
    typecheck: false,
    lintFiles: [],
    unitRelated: [],
    unitTests: [],
    specs: [],
    wholeSpecs: [],
    onlyChanged: false,
  };
  for (const file of files) {
    const kind = kindOf(file);
    if (kind === 'deps') {
      plan.everything = true;
      why.push(`${file}: dependencies changed, so everything runs`);
    } else if (kind === 'page') pages.add(file);
    else if (kind === 'partial') {
      partials.add(file);
      for (const page of importersOf(file)) pages.add(page);
    } else if (kind === 'claims-file') claimsPages.add(claimsPage(file));
    else if (kind === 'claims-code') plan.claims = 'all';
    else if (kind === 'examples-code') plan.examples = 'all';
    if (kind === 'site' || kind === 'tests' || kind === 'claims-code' || kind === 'examples-code') {
      if (LINTED.test(file)) {
        plan.lintFiles.push(file);
        plan.unitRelated.push(file);
        plan.typecheck = true;
      }
      plan.onlyChanged = true;
    }
    if (kind === 'site') {
      plan.build = true;
      plan.versioning = true;
      if (/api-?tables/i.test(file)) plan.apiTables = true;
    }
    if (/^scripts\/(api-tables|lib\/api-tables)/.test(file)) plan.apiTables = true;
    if (file === 'tests/examples/check-rpc-methods.mjs') plan.rpcMethods = true;
  }
  const routes = [...pages].map(routeOf);
  if (pages.size || partials.size) {
    plan.build = true;
    plan.versioning = true;
    if (plan.examples === 'none') plan.examples = 'pages';
    if (plan.claims === 'none') plan.claims = 'pages';
    plan.unitTests = unitTestsReadingDocs;
    if ([...pages].some((p) => p.endsWith('/json-rpc.mdx'))) plan.rpcMethods = true;
    plan.specs = [...new Set(routes.flatMap(specsNaming))].sort();
    const retitled = [...pages].filter(frontMatterChanged);
    plan.wholeSpecs = retitled.length ? FRONT_MATTER_SPECS : [];
    if (retitled.length)
      why.push(
        `front matter changed (${retitled.join(', ')}): ${FRONT_MATTER_SPECS.join(', ')} whole`,
      );
    why.push(
      `pages: ${[...pages].join(', ')}${partials.size ? ` (with ${[...partials].join(', ')})` : ''}`,
    );
  }
  if (claimsPages.size && plan.claims === 'none') plan.claims = 'pages';
  if (plan.build) why.push('site output can change: build, its checks and the maintainer scenario');
  return {
    ...plan,
    pages: [...pages, ...partials].sort(),
    routes: routes.sort(),
    claimsPages: [...new Set([...pages, ...claimsPages])].sort(),
    why,
  };
}
