/**
 * Each page's HTML names the scripts of its route (the page's own chunks and the theme chunks
 * they need) after the entry scripts, as Docusaurus means it to.
 *
 * Why: Docusaurus writes a page's scripts from the modules its server render used, looked up in
 * the client manifest (`react-loadable-ssr-addon-v5-slorber`'s `getBundles`). The render reports
 * modules by their import request (`@theme/DocsRoot`, `@site/docs/index.mdx`), but with webpack 5
 * and rspack that manifest keys a chunk by its name (`5e95c892`) only, so nothing matched and
 * the HTML named the entry scripts alone. `main.js` then discovered the route's dozen chunks
 * while it ran and inserted a script element for each, inside its own task: about a third of
 * that task with a phone's CPU, the page's longest after React's own (issue #33, `npm run bench
 * -- --against 9a98d51`). With the scripts in the HTML they download while the page parses, and
 * the bundler's chunk loader finds the elements already there.
 *
 * How: once the client build has written the manifest, every named chunk group's import
 * requests become keys too, each pointing at that chunk's entry in the manifest (the chunk and
 * its siblings). Docusaurus itself then writes the tags, in its order (runtime, react, main, the
 * route's chunks), all `defer`. Only the production client build writes a manifest for pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

interface Manifest {
  origins: Record<string, string[]>;
}

interface ChunkGroupLike {
  name?: string | null;
  origins: readonly {request?: string | null}[];
}

/**
 * The manifest's origins with each import request of a named chunk group added as a key: the
 * union of the entries of the groups it names. Existing keys are kept as they are.
 */
export function withRequestOrigins(manifest: Manifest, groups: Iterable<ChunkGroupLike>): Manifest {
  const origins = {...manifest.origins};
  const added: Record<string, Set<string>> = {};
  for (const group of groups) {
    const entry = group.name ? manifest.origins[group.name] : undefined;
    if (!entry) continue;
    for (const {request} of group.origins) {
      if (!request || request in manifest.origins) continue;
      const set = (added[request] ??= new Set());
      for (const id of entry) set.add(id);
    }
  }
  for (const [request, ids] of Object.entries(added)) origins[request] = [...ids];
  return {...manifest, origins};
}

const NAME = 'route-scripts';

export default function routeScriptsPlugin(context: LoadContext): Plugin {
  // Where Docusaurus' client build has the addon write the manifest (@docusaurus/core's
  // webpack/client.js), and where its static build reads it.
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  const writeRequestOrigins = (compiler: Compiler): void =>
    compiler.hooks.afterEmit.tap(NAME, (compilation) => {
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
      const next = withRequestOrigins(manifest, compilation.chunkGroups);
      fs.writeFileSync(manifestPath, JSON.stringify(next, null, 2));
    });
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {plugins: [{apply: writeRequestOrigins}]};
    },
  };
}
