/**
 * Writes /llms.txt and /llms-full.txt into the build from the docs' own
 * titles, descriptions and sources, in sidebar order.
 */
import {readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import {normalizePath} from '../../lib/routes';
import {
  groupBySidebar,
  inlineDeferredPartials,
  renderLlmsFull,
  renderLlmsTxt,
  stripFrontMatter,
  type LlmsPage,
  type SidebarEntry,
} from '../../lib/llms';

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let pages: LlmsPage[] = [];
  let sidebar: SidebarEntry[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const all = docs?.loadedVersions.flatMap((v) => v.docs) ?? [];
      // Every sidebar of sidebars.ts, in order (one flat list on this site).
      sidebar = (docs?.loadedVersions.flatMap((v) => Object.values(v.sidebars).flat()) ??
        []) as SidebarEntry[];
      pages = await Promise.all(
        all.map(async (doc) => {
          const file = join(context.siteDir, doc.source.replace(/^@site\//, ''));
          return {
            id: doc.id,
            path: normalizePath(doc.permalink),
            title: doc.title,
            description: doc.description,
            body: await inlineDeferredPartials(
              stripFrontMatter(await readFile(file, 'utf8')),
              (rel) => readFile(join(dirname(file), rel), 'utf8'),
            ),
          };
        }),
      );
    },
    async postBuild({outDir}) {
      const home = pages.filter((p) => p.path === '/');
      const sections = [
        ...(home.length ? [{title: 'Start here', pages: home}] : []),
        ...groupBySidebar(sidebar, pages),
      ];
      const {title, url, tagline} = context.siteConfig;
      const description = (
        context.siteConfig.themeConfig.metadata as Array<{name?: string; content: string}>
      ).find((m) => m.name === 'description')?.content;
      const site = {title, description: description ?? tagline, url};
      await writeFile(join(outDir, 'llms.txt'), renderLlmsTxt(site, sections));
      await writeFile(join(outDir, 'llms-full.txt'), renderLlmsFull(site, sections));
    },
  };
}
