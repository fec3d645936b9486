/**
 * Which code blocks get types, and the key of each block's data: one answer for the build
 * (./index.ts analyses the blocks and writes their data) and the pages (./remark.ts puts
 * `types=<key>` in the fence's meta), taken from the examples' block grammar
 * (src/codeblocks/blocks.mjs).
 *
 * The types come from the examples' own type-check: its compiler options and ambient
 * declarations are src/codeblocks/tsconfig.json's (which the harness's tsconfig extends), and
 * the packages are the installed ones. The key hashes everything an answer depends on, so a
 * block's data is computed once and kept (node_modules/.cache/quickinfo) until one of them
 * changes: the block's code and language, the lockfile, the TypeScript version, that
 * tsconfig.json and its declarations, and the generator's own files.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import type {Block} from '../../codeblocks/blocks.mjs';

/** The examples' type-check configuration, relative to the site. */
export const EXAMPLES_TSCONFIG = 'src/codeblocks/tsconfig.json';

/**
 * A block that the examples harness type-checks (runnable or compile-only, well-formed): its code
 * is known to compile against the pinned packages, which is what its types are read from.
 * Fragments are not checked, so they get none.
 */
export const hasTypes = (b: Block): boolean =>
  b.ext !== null && (b.kind === 'runnable' || b.kind === 'compile-only') && b.errors.length === 0;

export interface Environment {
  /** The examples' compiler options (without the incremental build file). */
  compilerOptions: ts.CompilerOptions;
  /** The ambient declarations that tsconfig includes (absolute paths). */
  ambient: string[];
  /** Hash of everything an answer depends on besides the block itself. */
  hash: string;
  /** The files in that hash (the lockfile, the configuration, the generator). */
  files: string[];
}

/** The files whose code decides the answers: a change to any of them is a new generator. */
const GENERATOR = [
  'blocks.ts',
  'data.ts',
  'analyse.mjs',
  '../targets.ts',
  '../data.ts',
  '../../prism/prism.ts',
  '../../prism/tokenize.ts',
  '../../prism/normalizeTokens.ts',
];

const environments = new Map<string, Environment>();

/** The environment of `siteDir`, read once per process. */
export function environment(siteDir: string): Environment {
  const known = environments.get(siteDir);
  if (known) return known;
  const configFile = path.join(siteDir, EXAMPLES_TSCONFIG);
  const read = ts.readConfigFile(configFile, ts.sys.readFile);
  if (read.error) throw new Error(`[quickinfo] ${EXAMPLES_TSCONFIG}: ${read.error.messageText}`);
  const config = read.config as {compilerOptions?: object; include?: string[]};
  // Its include names the ambient declarations; the blocks are given to the analysis directly.
  const parsed = ts.parseJsonConfigFileContent(
    {
      compilerOptions: config.compilerOptions,
      include: (config.include ?? []).filter((p) => !p.includes('.tmp/')),
    },
    ts.sys,
    path.dirname(configFile),
  );
  const {incremental: _i, tsBuildInfoFile: _t, ...compilerOptions} = parsed.options;
  const ambient = [...parsed.fileNames].sort();
  const lockfile = path.join(siteDir, 'package-lock.json');
  const files = [
    ...(existsSync(lockfile) ? [lockfile] : []),
    configFile,
    ...ambient,
    ...GENERATOR.map((file) => path.join(__dirname, file)),
  ];
  const hash = createHash('sha256').update(`typescript ${ts.version}\0`);
  for (const file of files)
    hash.update(`${path.relative(siteDir, file)}\0${readFileSync(file, 'utf8')}\0`);
  const env = {compilerOptions, ambient, hash: hash.digest('hex'), files};
  environments.set(siteDir, env);
  return env;
}

/** The key of a block's data: the environment, the fence's language and the code. */
export const typesKey = (env: Environment, lang: string, code: string): string =>
  createHash('sha256')
    .update(`${env.hash}\0${lang.toLowerCase()}\0${code}`)
    .digest('hex')
    .slice(0, 12);

/** Where the data of a block is kept between builds. */
export const cacheDir = (siteDir: string): string =>
  path.join(siteDir, 'node_modules', '.cache', 'quickinfo');
