/**
 * Resolves `prism-react-renderer` to src/prism in both bundles (client and
 * server), so theme-classic's CodeBlock and prism-include-languages use the
 * site's small Prism build. Node code (docusaurus.config.ts, theme options,
 * jest) still gets the real package.
 *
 * Grammars are added in src/prism/prism.ts, not with `prism.additionalLanguages`
 * (src/theme/prism-include-languages ignores that list), so a non-empty list
 * fails the build rather than leaving a language unhighlighted.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function prismAliasPlugin(context: LoadContext): Plugin {
  const prism = context.siteConfig.themeConfig.prism as {additionalLanguages?: string[]} | undefined;
  const extra = prism?.additionalLanguages ?? [];
  if (extra.length > 0) {
    throw new Error(
      `themeConfig.prism.additionalLanguages (${extra.join(', ')}) is not used: ` +
        'register the grammars in src/prism/prism.ts instead and leave the list empty.',
    );
  }
  return {
    name: 'prism-alias',
    configureWebpack() {
      return {
        resolve: {alias: {'prism-react-renderer$': path.join(context.siteDir, 'src/prism/index.ts')}},
      };
    },
  };
}
