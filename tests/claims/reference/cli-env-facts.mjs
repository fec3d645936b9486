// Run by cli.claims.mjs in a child process (the CLI's option defaults read process.env when their
// module is imported, so each environment needs a fresh process). Prints, for every action
// command of the installed @tevm/cli (the ones that call useAction), each option's type, the value
// its schema gives when the flag is absent, and whether useAction looks the option up in the
// environment (its key is in the command's optionDescriptions).
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';

const cliDir = dirname(createRequire(import.meta.url).resolve('@tevm/cli/package.json'));
const dir = join(cliDir, 'dist', 'commands');
const out = {};
for (const file of readdirSync(dir).filter((f) => /^[a-z]\w*\.js$/.test(f))) {
  const src = readFileSync(join(dir, file), 'utf8');
  if (!src.includes('useAction(')) continue;
  const block =
    src.match(/const optionDescriptions = \{([\s\S]*?)\n\};/)?.[1] ??
    src.match(/optionDescriptions: \{([\s\S]*?)\n\s*\},/)?.[1];
  if (!block) throw new Error(`${file}: optionDescriptions not found`);
  const looked = new Set([...block.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]));
  const {options} = await import(pathToFileURL(join(dir, file)).href);
  const keys = {};
  for (const [key, schema] of Object.entries(options.shape)) {
    let inner = schema;
    while (inner._def.innerType) inner = inner._def.innerType;
    const value = schema.safeParse(undefined).data;
    keys[key] = {
      type: inner._def.type,
      value: value === undefined ? null : String(value),
      looked: looked.has(key),
    };
  }
  out[
    file
      .replace(/\.js$/, '')
      .replace(/([A-Z])/g, '-$1')
      .toLowerCase()
  ] = keys;
}
process.stdout.write(JSON.stringify(out));
