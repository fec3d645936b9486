import {defineConfig, devices} from '@playwright/test';

import {chromiumLaunchOptions} from './scripts/lib/chromium.mjs';

/**
 * End-to-end tests run in Debian's Chromium (never a downloaded browser)
 * against the production build served by scripts/serve.mjs.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  // On CI the suite shares two cores with the example and claim runs, and a test that waits on
  // the machine can run out of time once: it is run again, and the list reporter names it as
  // flaky in its summary. A test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Twice Playwright's defaults: in a passing clean-clone run of `npm test`, tests on the
  // default 30 s took up to 17 s, over half of it, and a run failed in this step once.
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}},
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT} --dir build`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
