import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {siDiscord, siFarcaster, siGithub, siTelegram, siX} from 'simple-icons';

import {SOCIAL_KINDS, type SocialKind} from '@site/src/lib/theme-config';

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
const expected: Record<SocialKind, string> = {
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

test.each(SOCIAL_KINDS)('the %s icon is the brand mark', (kind) => {
  expect(maskPath(kind)).toBe(expected[kind]);
});
