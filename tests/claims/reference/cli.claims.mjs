// Claims of docs/reference/cli.mdx.
import assert from 'node:assert/strict';
import {chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';

/** Runs the CLI's own openEditor with `env`, a fake `vim` first on PATH; returns what it started. */
async function editorStarted(env) {
  const bin = mkdtempSync(join(tmpdir(), 'tevm-editor-'));
  const log = join(bin, 'started');
  for (const name of ['vim', 'vi', 'my-editor', 'my-visual']) {
    writeFileSync(join(bin, name), `#!/bin/sh\necho ${name} >> "${log}"\n`);
    chmodSync(join(bin, name), 0o755);
  }
  const saved = {PATH: process.env.PATH, EDITOR: process.env.EDITOR, VISUAL: process.env.VISUAL};
  Object.assign(process.env, {PATH: `${bin}:${saved.PATH}`});
  delete process.env.EDITOR;
  delete process.env.VISUAL;
  Object.assign(process.env, env);
  try {
    const cli = dirname(createRequire(import.meta.url).resolve('@tevm/cli/package.json'));
    const {openEditor} = await import(pathToFileURL(join(cli, 'dist/utils/editor.js')).href);
    const log0 = console.log;
    console.log = () => undefined; // "Opening … with …"
    try {
      assert.equal(await openEditor(bin), 0);
    } finally {
      console.log = log0;
    }
    return readFileSync(log, 'utf8').trim();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    rmSync(bin, {recursive: true, force: true});
  }
}

export default [
  {
    quote: 'opens it in `$EDITOR` (then `$VISUAL`, falling back to `vim`)',
    check: async () => {
      assert.equal(await editorStarted({}), 'vim', 'with neither variable set');
      assert.equal(await editorStarted({VISUAL: 'my-visual'}), 'my-visual');
      assert.equal(await editorStarted({EDITOR: 'my-editor', VISUAL: 'my-visual'}), 'my-editor');
    },
  },
];
