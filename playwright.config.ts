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
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: {timeout: 5_000},
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
