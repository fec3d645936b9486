/**
 * Writes /llms.txt and /llms-full.txt into the build from the docs' own
 * titles, descriptions and sources, in sidebar order.
 */
import {readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import siteConfig from '../../site/config';
import {normalizePath} from '../../site/helpers';
import {
  groupBySidebar,
  inlineDeferredPartials,
  renderLlmsFull,
  renderLlmsTxt,
  stripFrontMatter,
  type LlmsPage,
} from '../../site/llms';

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let pages: LlmsPage[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const all = docs?.loadedVersions.flatMap((v) => v.docs) ?? [];
      pages = await Promise.all(
        all.map(async (doc) => {
          const file = join(context.siteDir, doc.source.replace(/^@site\//, ''));
          return {
            path: normalizePath(doc.permalink),
            title: doc.title,
            description: doc.description,
            body: await inlineDeferredPartials(stripFrontMatter(await readFile(file, 'utf8')), (rel) =>
              readFile(join(dirname(file), rel), 'utf8'),
            ),
          };
        }),
      );
    },
    async postBuild({outDir}) {
      const sidebar = Array.isArray(siteConfig.sidebar)
        ? siteConfig.sidebar
        : Object.values(siteConfig.sidebar).flat();
      const home = pages.filter((p) => p.path === '/');
      const sections = [
        ...(home.length ? [{title: 'Start here', pages: home}] : []),
        ...groupBySidebar(sidebar, pages),
      ];
      const site = {title: siteConfig.title, description: siteConfig.description, url: context.siteConfig.url};
      await writeFile(join(outDir, 'llms.txt'), renderLlmsTxt(site, sections));
      await writeFile(join(outDir, 'llms-full.txt'), renderLlmsFull(site, sections));
    },
  };
}
