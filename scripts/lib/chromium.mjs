// Debian's Chromium and the flags every tool here launches it with (never a
// downloaded browser): playwright.config, the bench, the scripts and the test
// pipeline. CHROMIUM_PATH overrides the path.

/** Path of the Chromium binary: `CHROMIUM_PATH`, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for every launch: no sandbox or GPU (containers), and no background traffic to Google. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Playwright `launchOptions` for that Chromium. */
export const chromiumLaunchOptions = {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS};
