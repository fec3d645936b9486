import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {siDiscord, siFarcaster, siGithub, siTelegram, siX} from 'simple-icons';

import {SOCIAL_NAMES} from '@site/src/components/Socials/icons';

jest.mock('../../src/components/Socials/styles.module.css', () => ({
  __esModule: true,
  default: {},
}));

/**
 * The social icons are CSS masks whose SVG path data is written into the stylesheet (so no page's
 * JavaScript carries it). A placeholder or a mangled path paints nothing: each kind's path must be
 * the brand mark of the simple-icons package.
 */
const css = readFileSync(join(__dirname, '../../src/components/Socials/styles.module.css'), 'utf8');
const expected: Record<keyof typeof SOCIAL_NAMES, string> = {
  discord: siDiscord.path,
  github: siGithub.path,
  telegram: siTelegram.path,
  warpcast: siFarcaster.path,
  x: siX.path,
};

function maskPath(kind: string): string | undefined {
  const rule = new RegExp(`\\.${kind} \\{[^}]*path d='([^']*)'`).exec(css);
  return rule?.[1];
}

test.each(Object.keys(SOCIAL_NAMES))('the %s icon is the brand mark', (kind) => {
  expect(maskPath(kind)).toBe(expected[kind as keyof typeof expected]);
});
