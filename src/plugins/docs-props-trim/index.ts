/**
 * The docs version props (loaded by every doc page) lose the page
 * descriptions that only DocCard reads (version-docs-loader.cjs). Doc cards
 * would then show no description, so the build fails if the site starts to
 * render them: a generated-index category, or a file that uses DocCardList,
 * DocCard or useDocById.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, PropSidebarItem} from '@docusaurus/plugin-content-docs';

import {cacheDependsOn} from '../rspackCache';

/** What renders doc cards: the MDX component, the card itself, or its data hook. */
const DOC_CARD_USE = /\b(DocCardList|DocCard|useDocById)\b/;

/** Source files under `dir` (recursively) that mention doc cards. */
export function filesUsingDocCards(
  dir: string,
  skip: (file: string) => boolean = () => false,
): string[] {
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
  return (
    items as Array<{type?: string; label?: string; link?: {type?: string}; items?: unknown[]}>
  ).flatMap((item) => [
    ...(item.type === 'category' && item.link?.type === 'generated-index'
      ? [item.label ?? '?']
      : []),
    ...(item.items ? generatedIndexCategories(item.items) : []),
  ]);
}

export default function docsPropsTrimPlugin(context: LoadContext): Plugin {
  const here = (file: string) =>
    path.join(context.siteDir, 'src', 'plugins', 'docs-props-trim', file);
  return {
    name: 'docs-props-trim',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const categories = (docs?.loadedVersions ?? []).flatMap((version) =>
        Object.values(version.sidebars).flatMap((items) =>
          generatedIndexCategories(items as PropSidebarItem[]),
        ),
      );
      const files = ['docs', 'src'].flatMap((dir) =>
        filesUsingDocCards(path.join(context.siteDir, dir), (file) =>
          file.includes(`${path.sep}docs-props-trim${path.sep}`),
        ),
      );
      if (categories.length > 0 || files.length > 0) {
        throw new Error(
          `Doc cards need the descriptions that src/plugins/docs-props-trim strips from the docs version props ` +
            `(generated-index categories: ${categories.join(', ') || 'none'}; files: ${
              files.map((f) => path.relative(context.siteDir, f)).join(', ') || 'none'
            }). Remove that plugin.`,
        );
      }
    },
    configureWebpack(config) {
      cacheDependsOn(config, [here('index.ts'), here('version-docs-loader.cjs')]);
      return {
        module: {
          rules: [
            {
              test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [here('version-docs-loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
