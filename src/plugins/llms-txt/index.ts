/**
 * Writes llms.txt and llms-full.txt into the build from the docs' own titles, descriptions and
 * sources, in sidebar order: one pair per docs version, in that version's folder (`/llms.txt`
 * for the version served at the docs root, `/0.9/llms.txt` for a cut version), and per locale
 * (each locale's build folder gets its own, linking its own pages).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import {normalizePath} from '../../lib/routes';
import {
  groupBySidebar,
  inlineDeferredPartials,
  llmsDirOf,
  renderLlmsFull,
  renderLlmsTxt,
  stripFrontMatter,
  type LlmsPage,
  type SidebarEntry,
} from '../../lib/llms';

interface VersionPages {
  /** The version's route path (`/`, `/0.9`, `/fr/next`). */
  path: string;
  pages: LlmsPage[];
  sidebar: SidebarEntry[];
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let versions: VersionPages[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      versions = await Promise.all(
        (docs?.loadedVersions ?? []).map(async (version) => ({
          path: version.path,
          // Every sidebar of the version, in order (one flat list on this site).
          sidebar: Object.values(version.sidebars).flat() as SidebarEntry[],
          pages: await Promise.all(
            version.docs.map(async (doc) => {
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
          ),
        })),
      );
    },
    async postBuild({outDir}) {
      const {title, url, tagline, baseUrl} = context.siteConfig;
      const description = (
        context.siteConfig.themeConfig.metadata as Array<{name?: string; content: string}>
      ).find((m) => m.name === 'description')?.content;
      for (const version of versions) {
        const dir = llmsDirOf(version.path, baseUrl);
        const home = version.pages.filter((p) => p.path === normalizePath(version.path));
        const sections = [
          ...(home.length ? [{title: 'Start here', pages: home}] : []),
          ...groupBySidebar(version.sidebar, version.pages),
        ];
        const site = {
          title,
          description: description ?? tagline,
          url,
          base: `${baseUrl}${dir ? `${dir}/` : ''}`,
        };
        await mkdir(join(outDir, dir), {recursive: true});
        await writeFile(join(outDir, dir, 'llms.txt'), renderLlmsTxt(site, sections));
        await writeFile(join(outDir, dir, 'llms-full.txt'), renderLlmsFull(site, sections));
      }
    },
  };
}
