/**
 * Types on code blocks, build side (src/quickinfo/README.md).
 *
 * `loadContent` runs the examples' block grammar over every docs page (every version and
 * locale, as Run does) and keys each block that gets types (./blocks.ts). The data of a key seen
 * before is in the cache; the others are analysed in a child process (./analyse.mjs, at a lower
 * priority) while the bundler works, and each answer is written to the cache as it comes
 * (./data.ts). `postBuild` waits for the analysis and copies the data of the site's blocks to
 * `build/assets/quickinfo/`. The dev server serves the cache folder at that URL instead.
 *
 * The cache keeps a file while builds use it: each build touches the files it uses, and removes
 * those no build used for PRUNE_DAYS (old lockfiles, edited blocks).
 *
 * The page needs none of it to render: ./remark.ts puts the key in the fence's meta, the
 * highlighter marks the targets, and the data is fetched on the first hover or focus.
 */
import {fork} from 'node:child_process';
import {existsSync} from 'node:fs';
import {
  copyFile,
  mkdir,
  readFile,
  readdir,
  rename,
  stat,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import {setPriority} from 'node:os';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

import {extractBlocks} from '../../codeblocks/blocks.mjs';
import {cacheDependsOn} from '../../plugins/rspackCache';
import {docsContentDirs} from '../../run/plugin/index';
import {DATA_DIR, type QuickInfo} from '../data';
import {cacheDir, environment, hasTypes, typesKey} from './blocks';
import {blockTypes, targetSpans, type Span} from './data';

interface Job {
  key: string;
  ext: string;
  code: string;
  spans: Span[];
}

interface Answer {
  key?: string;
  done?: true;
  answers?: Array<QuickInfo | null>;
  error?: string;
}

export interface Content {
  /** The keys of every block of the site that gets types. */
  keys: string[];
}

/** Writes a file whole or not at all (another build may read the cache at the same time). */
async function writeAtomic(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, text);
  await rename(temp, file);
}

/** A cache file no build used for this long is removed. */
const PRUNE_DAYS = 30;

/** Marks the cache files in `keys` as used now, and removes those unused for PRUNE_DAYS. */
async function keepUsed(cache: string, keys: Set<string>): Promise<void> {
  const now = new Date();
  for (const name of await readdir(cache)) {
    const file = path.join(cache, name);
    if (keys.has(name.replace(/\.json$/, ''))) {
      await utimes(file, now, now).catch(() => {});
      continue;
    }
    const modified = (await stat(file).catch(() => null))?.mtimeMs ?? now.getTime();
    if (now.getTime() - modified > PRUNE_DAYS * 86_400_000) await unlink(file).catch(() => {});
  }
}

/** The analysis' priority: below the build's own processes (a Unix nice value). */
const NICE = 10;

/** Analyses `jobs` in a child process, writing each block's data into `cache`. */
function analyse(siteDir: string, cache: string, jobs: Job[]): Promise<string[]> {
  const env = environment(siteDir);
  const failures: string[] = [];
  const writes: Promise<void>[] = [];
  return new Promise<void>((resolve, reject) => {
    const child = fork(path.join(__dirname, 'analyse.mjs'), ['--child'], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      if (child.pid) setPriority(child.pid, NICE);
    } catch {
      // Not allowed here: it runs at the build's priority.
    }
    child.on('message', ({key, answers, error, done}: Answer) => {
      if (done) return;
      if (!answers) failures.push(`${key}: ${error}`);
      else {
        const data = JSON.stringify(blockTypes(answers));
        writes.push(writeAtomic(path.join(cache, `${key}.json`), data));
      }
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the analysis exited with ${code}`)),
    );
    child.send({
      siteDir,
      compilerOptions: env.compilerOptions,
      ambient: env.ambient,
      blocks: jobs,
    });
  })
    .then(() => Promise.all(writes))
    .then(() => failures);
}

export default function quickInfoPlugin(context: LoadContext): Plugin<Content> {
  const {siteDir, baseUrl} = context;
  const cache = cacheDir(siteDir);
  const contentDirs = docsContentDirs(siteDir);
  /** The analysis under way, if any: each content load queues the blocks it did not find. */
  let analysis: Promise<void> = Promise.resolve();
  const queued = new Set<string>();

  return {
    name: 'quickinfo',
    getClientModules: () => [path.join(__dirname, '../client/listen.ts')],
    getPathsToWatch: () => contentDirs.map((dir) => path.join(dir, '**/*.{md,mdx}')),
    async loadContent() {
      const env = environment(siteDir);
      await mkdir(cache, {recursive: true});
      const keys = new Set<string>();
      const jobs: Job[] = [];
      for (const dir of contentDirs) {
        if (!existsSync(dir)) continue;
        const pages = (await readdir(dir, {recursive: true})).filter((f) => /\.mdx?$/.test(f));
        for (const page of pages.sort()) {
          const file = path.join(dir, page);
          const rel = path.relative(siteDir, file);
          for (const block of extractBlocks(rel, await readFile(file, 'utf8')).blocks) {
            if (!hasTypes(block)) continue;
            const key = typesKey(env, block.lang, block.code);
            if (keys.has(key)) continue;
            keys.add(key);
            if (queued.has(key) || existsSync(path.join(cache, `${key}.json`))) continue;
            queued.add(key);
            const spans = targetSpans(block.code, block.lang);
            jobs.push({key, ext: block.ext ?? 'ts', code: block.code, spans});
          }
        }
      }
      await keepUsed(cache, keys);
      if (jobs.length === 0) console.log(`[quickinfo] ${keys.size} blocks, all from the cache`);
      else {
        analysis = analysis.then(async () => {
          const started = performance.now();
          const failures = await analyse(siteDir, cache, jobs).catch((e: Error) => [e.message]);
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          console.log(
            `[quickinfo] ${jobs.length} of ${keys.size} blocks analysed in ${seconds} s (the others from ${path.relative(siteDir, cache)})`,
          );
          for (const failure of failures) console.warn(`[quickinfo] no types: ${failure}`);
        });
      }
      return {keys: [...keys]};
    },
    async postBuild({content, outDir}) {
      await analysis;
      const target = path.join(outDir, DATA_DIR);
      await mkdir(target, {recursive: true});
      const missing: string[] = [];
      for (const key of content.keys) {
        const file = path.join(cache, `${key}.json`);
        if (existsSync(file)) await copyFile(file, path.join(target, `${key}.json`));
        else missing.push(key);
      }
      if (missing.length > 0)
        console.warn(`[quickinfo] ${missing.length} blocks have no types: ${missing.join(', ')}`);
    },
    configureWebpack(config, isServer) {
      // The pages' `types=<key>` (./remark.ts, in the bundler's MDX step) hash these files: a
      // change to any of them must not reuse pages compiled with the old keys.
      cacheDependsOn(config, [
        __filename,
        path.join(__dirname, 'remark.ts'),
        ...environment(siteDir).files,
      ]);
      if (isServer) return;
      // `docusaurus start` has no postBuild: the dev server serves the cache at the same URL
      // (webpack-dev-server's field, which Docusaurus merges into its own; not in webpack's type).
      const devServer = {
        static: [{directory: cache, publicPath: `${baseUrl}${DATA_DIR}`, watch: false}],
      };
      return {devServer} as Configuration;
    },
  };
}
