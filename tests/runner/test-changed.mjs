#!/usr/bin/env node
// `npm run test:changed [-- --base REV] [-- --dry-run]`: proves a change from what git says
// changed (against HEAD: the uncommitted change and new files; or against REV), with the commands
// of `npm test` narrowed to it. Which checks a kind of change gets is decided by
// tests/runner/changed.mjs (its header states the rules); this file reads the facts it needs from
// the tree and runs the plan with the `npm test` runner (two lanes, CPU per step).
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {basename, join} from 'node:path';

import createJiti from 'jiti';

import {planChanged} from './changed.mjs';
import {escapeRe as escape, testsVisiting} from './spec-tests.mjs';
import {ensureChromium} from '../../scripts/lib/chromium.mjs';
import {runSteps} from './steps.mjs';
import {COMMON_ENV, PHASES, STEPS, bin, node} from './suite.mjs';

const args = process.argv.slice(2);
const base = args.includes('--base') ? args[args.indexOf('--base') + 1] : 'HEAD';
const dryRun = args.includes('--dry-run');

const git = (...a) => execFileSync('git', a, {encoding: 'utf8'}).split('\n').filter(Boolean);
const files = [
  ...new Set([
    ...git('diff', '--name-only', base, '--'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].sort();

const docsFiles = readdirSync('docs', {recursive: true, encoding: 'utf8'})
  .filter((f) => /\.mdx?$/.test(f))
  .map((f) => `docs/${f.split('\\').join('/')}`);
const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // a deleted file
  }
};

/** A page's route: its `slug` front matter, else its path (src/lib/routes.ts, loaded by jiti). */
const {docRoute} = createJiti(import.meta.filename, {interopDefault: true})(
  '../../src/lib/routes.ts',
);
const routeOf = (page) => docRoute(page.slice('docs/'.length), read(page));
/** Pages that import a partial (by its file name in an import, static or dynamic). */
const importersOf = (partial) =>
  docsFiles.filter(
    (page) =>
      page !== partial &&
      new RegExp(`import[^;]*['"][^'"]*/${basename(partial).replace(/\./g, '\\.')}['"]`).test(
        read(page),
      ),
  );
const specFiles = readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts'));
/** Spec files that name a route as a string ('/core/forking', '/core/forking#…', '/core/forking?…'). */
const specsNaming = (route) =>
  specFiles.filter((spec) =>
    new RegExp(`['"\`]${route.replace(/[/.]/g, '\\$&')}['"\`#?]`).test(
      read(join('tests/e2e', spec)),
    ),
  );
const unitTestsReadingDocs = readdirSync('tests/unit')
  .filter((f) => /\.test\.tsx?$/.test(f) && /['"`/]docs['"`/]/.test(read(join('tests/unit', f))))
  .map((f) => `tests/unit/${f}`);

/** The YAML front matter of a page now and at the base revision (git show). */
const frontMatter = (text) => /^---\r?\n[\s\S]*?\r?\n---/.exec(text)?.[0] ?? '';
const atBase = (file) => {
  try {
    return execFileSync('git', ['show', `${base}:${file}`], {encoding: 'utf8', stdio: 'pipe'});
  } catch {
    return ''; // new at this change
  }
};
const frontMatterChanged = (page) => frontMatter(read(page)) !== frontMatter(atBase(page));

const plan = planChanged({
  files,
  routeOf,
  importersOf,
  specsNaming,
  unitTestsReadingDocs,
  frontMatterChanged,
});
console.log(
  `test:changed on Node ${process.version}, against ${base}: ${files.length} changed file(s)`,
);
for (const line of plan.why) console.log(`  ${line}`);

if (plan.everything) {
  if (dryRun) process.exit(0);
  process.exit(
    await runSteps({
      steps: STEPS,
      phases: PHASES,
      env: COMMON_ENV,
      setup: [{name: 'chromium', run: ensureChromium}],
    }),
  );
}

/** @type {Record<string, import('./steps.mjs').Step>} */
const steps = {};
if (plan.typecheck)
  steps.typecheck = [
    bin('tsc'),
    ['--noEmit', '--incremental', '--tsBuildInfoFile', '.tmp/tsc-changed.tsbuildinfo'],
  ];
// A deleted file still counts as changed (the plan above), but there is nothing to lint or relate.
const lintFiles = plan.lintFiles.filter((file) => existsSync(file));
const unitRelated = plan.unitRelated.filter((file) => existsSync(file));
if (lintFiles.length) {
  steps.lint = [bin('eslint'), ['--max-warnings', '0', '--no-warn-ignored', ...lintFiles]];
  steps.format = [bin('prettier'), ['--check', '--ignore-unknown', ...lintFiles]];
}
if (unitRelated.length || plan.unitTests.length)
  steps.unit = [
    bin('jest'),
    ['--ci', '--passWithNoTests', '--findRelatedTests', ...unitRelated, ...plan.unitTests],
  ];
if (plan.build) {
  steps.build = STEPS.build;
  steps['build-checks'] = STEPS['build-checks'];
}
const [pw, , pwEnv, stream] = STEPS.e2e;
if (plan.routes.length) {
  // The route's own tests of the two per-route specs, and in every spec that names the route the
  // tests that visit it (tests/runner/spec-tests.mjs; the whole spec where that cannot be told).
  const own = plan.routes.flatMap((r) => [
    `routes\\.spec\\.ts every route ${escape(r)}: `,
    `run-examples\\.spec\\.ts every browser-runnable block passes ${escape(r)}$`,
  ]);
  const whole = plan.wholeSpecs.map((spec) => `${escape(spec)} `);
  const visiting = plan.specs
    .filter((spec) => !plan.wholeSpecs.includes(spec))
    .flatMap((spec) => {
      const source = read(join('tests/e2e', spec));
      const found = plan.routes.map((r) => testsVisiting(source, r));
      if (found.some((f) => f.whole)) return [`${escape(spec)} `];
      return found.flatMap((f) => f.titles.map((t) => `${escape(spec)} .*${t}$`));
    });
  steps.e2e = [pw, ['test', '--grep', [...own, ...whole, ...visiting].join('|')], pwEnv, stream];
}
if (plan.onlyChanged)
  steps['e2e-related'] = [
    pw,
    ['test', `--only-changed=${base}`, '--pass-with-no-tests'],
    pwEnv,
    stream,
  ];
if (plan.apiTables) steps['api-tables'] = STEPS['api-tables'];
const pageArgs = (pages) => pages.flatMap((p) => ['--page', p]);
if (plan.examples !== 'none')
  steps.examples = [
    node,
    [
      'tests/examples/run.mjs',
      ...(plan.examples === 'pages' ? [...pageArgs(plan.pages), '--no-self-test'] : []),
    ],
  ];
if (plan.rpcMethods) steps['rpc-methods'] = STEPS['rpc-methods'];
if (plan.claims !== 'none')
  steps.claims = [
    node,
    ['tests/claims/run.mjs', ...(plan.claims === 'pages' ? pageArgs(plan.claimsPages) : [])],
  ];
if (plan.versioning) steps.versioning = STEPS.versioning;

// Two lanes: what needs the build, and what does not (the maintainer scenario builds a copy of
// its own, after the examples and claims).
const lanes = [
  ['typecheck', 'build', 'build-checks', 'e2e', 'e2e-related'],
  ['lint', 'format', 'unit', 'api-tables', 'examples', 'rpc-methods', 'claims', 'versioning'],
].map((lane) => lane.filter((name) => name in steps));
console.log(`  steps: ${lanes.map((lane) => lane.join(' → ')).join('  ∥  ') || 'none'}`);
if (dryRun || Object.keys(steps).length === 0) process.exit(0);
const needsBrowser = 'e2e' in steps || 'e2e-related' in steps;
process.exit(
  await runSteps({
    steps,
    phases: [lanes],
    env: COMMON_ENV,
    setup: needsBrowser ? [{name: 'chromium', run: ensureChromium}] : [],
  }),
);
