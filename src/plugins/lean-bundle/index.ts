/**
 * Keeps the client bundle small. Smaller stand-ins for three dependencies,
 * resolved in both bundles (client and server); Node code
 * (docusaurus.config.ts, theme options, jest) still gets the real packages:
 *
 * - `prism-react-renderer` → src/prism: the same API on Prism core with only
 *   the site's grammars (the library vendors ~20 grammars and 20 themes). The
 *   browser build gets src/prism/client.tsx, which hydrates code blocks from
 *   their server-rendered tokens and loads Prism when the browser is idle.
 *   Grammars are added in src/prism/prism.ts, not with
 *   `prism.additionalLanguages` (src/theme/prism-include-languages ignores
 *   that list), so a non-empty list fails the build instead of leaving a
 *   language unhighlighted.
 * - `tslib`, for @docusaurus/utils-common only → src/shims/tslib.ts (the one
 *   helper it uses; its require() otherwise keeps all of tslib).
 * - `nprogress`, for theme-classic's progress-bar client module only →
 *   src/shims/nprogress.ts (the three calls that module makes).
 *
 * And the docs version props (loaded by every doc page) lose the page
 * descriptions that only DocCard reads (version-docs-loader.cjs); the build
 * fails if the site starts to render doc cards.
 *
 * Doc pages leave out theme code for features the site does not use: the
 * tags row (src/theme/DocItem/Footer) and the draft/unlisted banner
 * (src/theme/DocItem/Layout). The build fails if a doc gets tags or is
 * marked unlisted or draft, so nothing is silently not shown.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, PropSidebarItem} from '@docusaurus/plugin-content-docs';

/** Resolves `request` to `file` in the modules whose path matches `issuer` only. */
const aliasIn = (issuer: RegExp, request: string, file: string) => ({
  test: issuer,
  resolve: {alias: {[`${request}$`]: file} as Record<string, string>},
});

/** What renders doc cards: the MDX component, the card itself, or its data hook. */
const DOC_CARD_USE = /\b(DocCardList|DocCard|useDocById)\b/;

/** Source files under `dir` (recursively) that mention doc cards. */
export function filesUsingDocCards(dir: string, skip: (file: string) => boolean = () => false): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !/\.(mdx?|[cm]?[jt]sx?)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (!skip(file) && DOC_CARD_USE.test(readFileSync(file, 'utf8'))) found.push(file);
  }
  return found;
}

/** Labels of sidebar categories whose link is a generated index (a page of doc cards). */
export function generatedIndexCategories(items: readonly unknown[]): string[] {
  return (items as Array<{type?: string; label?: string; link?: {type?: string}; items?: unknown[]}>).flatMap(
    (item) => [
      ...(item.type === 'category' && item.link?.type === 'generated-index' ? [item.label ?? '?'] : []),
      ...(item.items ? generatedIndexCategories(item.items) : []),
    ],
  );
}

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
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const categories = (docs?.loadedVersions ?? []).flatMap((version) =>
        Object.values(version.sidebars).flatMap((items) => generatedIndexCategories(items as PropSidebarItem[])),
      );
      const unsupported = (docs?.loadedVersions ?? []).flatMap((version) =>
        version.docs
          .filter((doc) => doc.tags.length > 0 || doc.unlisted || doc.draft)
          .map((doc) => doc.source),
      );
      if (unsupported.length > 0) {
        throw new Error(
          `Docs with tags, unlisted or draft (${unsupported.join(', ')}): the site's DocItem/Footer and ` +
            'DocItem/Layout leave out the tags row and the draft/unlisted banner (src/plugins/lean-bundle).',
        );
      }
      const files = ['docs', 'src'].flatMap((dir) =>
        filesUsingDocCards(path.join(context.siteDir, dir), (file) => file.includes(`${path.sep}lean-bundle${path.sep}`)),
      );
      if (categories.length > 0 || files.length > 0) {
        throw new Error(
          `Doc cards need the descriptions that src/plugins/lean-bundle strips from the docs version props ` +
            `(generated-index categories: ${categories.join(', ') || 'none'}; files: ${
              files.map((f) => path.relative(context.siteDir, f)).join(', ') || 'none'
            }). Remove the version-docs-loader rule from that plugin.`,
        );
      }
    },
    configureWebpack(config, isServer) {
      // rspack's persistent cache only watches the config file, which names
      // this plugin but does not import it: without this, a change to the
      // plugin or its loader would be built from stale cached modules.
      const cache = (config as {experiments?: {cache?: {buildDependencies?: string[]}}}).experiments?.cache;
      cache?.buildDependencies?.push(
        src('plugins/lean-bundle/index.ts'),
        src('plugins/lean-bundle/version-docs-loader.cjs'),
        src('plugins/lean-bundle/api-table-stub-loader.cjs'),
      );
      return {
        // The browser hydrates code blocks without Prism and loads it when idle (src/prism/client.tsx).
        resolve: {alias: {'prism-react-renderer$': src(isServer ? 'prism/index.ts' : 'prism/client.tsx')}},
        module: {
          rules: [
            aliasIn(/[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/, 'tslib', src('shims/tslib.ts')),
            aliasIn(/[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/, 'nprogress', src('shims/nprogress.ts')),
            ...(isServer
              ? []
              : [
                  {
                    // Reference pages: the export tables' data stays out of the page chunk (src/components/ApiTable).
                    test: /[\\/]src[\\/]data[\\/]api[\\/][^\\/]+\.json$/,
                    issuer: /\.mdx?$/,
                    type: 'javascript/auto',
                    use: [src('plugins/lean-bundle/api-table-stub-loader.cjs')],
                  },
                ]),
            {
              test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [src('plugins/lean-bundle/version-docs-loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
