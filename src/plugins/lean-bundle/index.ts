/**
 * Smaller stand-ins for three dependencies of the client bundle, resolved in
 * both bundles (client and server). Node code (docusaurus.config.ts, theme
 * options, jest) still gets the real packages.
 *
 * - `prism-react-renderer` → src/prism: the same API on Prism core with only
 *   the site's grammars (the library vendors ~20 grammars and 20 themes).
 *   Grammars are added in src/prism/prism.ts, not with
 *   `prism.additionalLanguages` (src/theme/prism-include-languages ignores
 *   that list), so a non-empty list fails the build instead of leaving a
 *   language unhighlighted.
 * - `tslib`, for @docusaurus/utils-common only → src/shims/tslib.ts (the one
 *   helper it uses; its require() otherwise keeps all of tslib).
 * - `nprogress`, for theme-classic's progress-bar client module only →
 *   src/shims/nprogress.ts (the three calls that module makes).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** A path pattern that works with both separators. */
const dir = (...parts: string[]) => parts.join('[\\\\/]');

/** Resolves `request` to `file` in the modules whose path matches `issuer` only. */
const aliasIn = (issuer: RegExp, request: string, file: string) => ({
  test: issuer,
  resolve: {alias: {[`${request}$`]: file} as Record<string, string>},
});

export default function leanBundlePlugin(context: LoadContext): Plugin {
  const prism = context.siteConfig.themeConfig.prism as {additionalLanguages?: string[]} | undefined;
  const extra = prism?.additionalLanguages ?? [];
  if (extra.length > 0) {
    throw new Error(
      `themeConfig.prism.additionalLanguages (${extra.join(', ')}) is not used: ` +
        'register the grammars in src/prism/prism.ts instead and leave the list empty.',
    );
  }
  const src = (file: string) => path.join(context.siteDir, 'src', file);
  return {
    name: 'lean-bundle',
    configureWebpack() {
      return {
        resolve: {alias: {'prism-react-renderer$': src('prism/index.ts')}},
        module: {
          rules: [
            aliasIn(/[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/, 'tslib', src('shims/tslib.ts')),
            aliasIn(/[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/, 'nprogress', src('shims/nprogress.ts')),
          ],
        },
      };
    },
  };
}
