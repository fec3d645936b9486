#!/usr/bin/env node
// `npm test`: every check the site has, failing fast, on two cores.
//   chromium   Debian chromium for the browser tests (scripts/lib/chromium.mjs installs it
//              with apt-get when missing and root)
//   then, two lanes at once:
//     typecheck
//     lint (ESLint, no warnings) → format (Prettier check) → unit (jest: logic, hooks, components)
//   then, two lanes at once:
//     build (production, with test-only fixture routes) → build-checks (node:test over the
//     build: files, search index, serve contract) → e2e (Playwright, browser-only behaviour)
//     api-tables (drift against the installed packages) → examples (tests/examples) → claims →
//     versioning (a maintainer's copy: a docs version cut, a pseudo-translated locale and a blog
//     post, built and checked; README "Maintaining")
// A failing step stops everything still running (a stopped step prints only its last lines).
// Steps that run beside another print their output when they end; the e2e step streams. At the
// end: the failing step's last lines again, then each step's time. The runner is
// tests/runner/steps.mjs.
// Pass step names to run a subset (in this order): `npm test -- unit e2e`.
import {ensureChromium} from '../../scripts/lib/chromium.mjs';
import {runSteps} from './steps.mjs';
import {COMMON_ENV, PHASES, STEPS} from './suite.mjs';

const only = process.argv.slice(2);
const unknown = only.filter((name) => name !== 'chromium' && !(name in STEPS));
if (unknown.length) {
  console.error(
    `Unknown step(s): ${unknown.join(', ')}. Steps: chromium, ${Object.keys(STEPS).join(', ')}`,
  );
  process.exit(2);
}
const wanted = (name) => only.length === 0 || only.includes(name);
console.log(`npm test on Node ${process.version}`);

process.exit(
  await runSteps({
    steps: STEPS,
    phases: PHASES,
    wanted,
    env: COMMON_ENV,
    setup: wanted('chromium') ? [{name: 'chromium', run: ensureChromium}] : [],
  }),
);
