/**
 * React gets an entry of its own in the production browser build, so a page evaluates it in a
 * task of its own before `main.js`.
 *
 * Why: the browser runs a deferred script in one task, and `main.js` held React, the theme and
 * Docusaurus' client, all evaluated at once: about 90 ms with a phone's CPU (4× slower), the
 * longest task of every page's load after the first layout (issue #33, `npm run bench -- --against
 * 9a98d51`). With React as its own entry (the bundler's `dependOn`), the two scripts take about
 * 50 ms each, and React is cached across deploys that change only the site's code.
 *
 * How: `react` is an entry that `main` depends on, and the runtime is one chunk for both
 * (`runtimeChunk: 'single'`), so React's modules exist once and `main` uses them. Docusaurus puts
 * every entry's files in each page's HTML, in entry order (runtime, react, main); the bytes are
 * the same as before, in one more request. Development builds keep Docusaurus' single entry.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {cacheDependsOn} from '../rspackCache';

/** The modules React's entry evaluates: everything `react-dom/client` needs at start. */
const REACT = ['react', 'react-dom', 'react-dom/client'];

export default function reactEntryPlugin(context: LoadContext): Plugin {
  return {
    name: 'react-entry',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      cacheDependsOn(config, [path.join(context.siteDir, 'src/plugins/react-entry/index.ts')]);
      const main = config.entry;
      if (typeof main !== 'string' && !Array.isArray(main))
        throw new Error(
          `react-entry: Docusaurus' client entry is no longer a path (${typeof main})`,
        );
      // Mutated rather than merged: webpack-merge would add `main` to the existing string entry.
      config.entry = {react: REACT, main: {import: main, dependOn: 'react'}};
      config.optimization = {...config.optimization, runtimeChunk: 'single'};
      return {};
    },
  };
}
