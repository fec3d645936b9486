/**
 * API tables (src/data/api/*.json) must match the installed packages' type declarations.
 * The drift check (`npm run api-tables -- --check`, its own `npm test` step "api-tables")
 * regenerates every table and compares it with the checked-in files; this file tests their
 * shape and the pure helpers.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import {apiAnchors, omittedText, type ApiPage} from '../../src/components/ApiTable/types';

interface Helpers {
  MAX_SIGNATURE: number;
  truncateSignature(text: string, max?: number): string;
  firstSentence(doc: string | undefined, max?: number): string;
  kindOf(flags: number, hasCallSignatures?: boolean): string;
  cleanTypeText(text: string): string;
  jsDocDescription(raw: string): string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const helpers = require('../../scripts/lib/api-tables-helpers.cjs') as Helpers;

const ROOT = path.resolve(__dirname, '../..');
const DATA = path.join(ROOT, 'src/data/api');

describe('API tables: checked-in files', () => {
  it('every file has the documented shape, sorted by name', () => {
    const kinds = new Set([
      'function',
      'class',
      'type',
      'interface',
      'constant',
      'enum',
      'namespace',
    ]);
    const files = readdirSync(DATA).filter((f) => f.endsWith('.json') && f !== 'cli.json');
    expect(files.length).toBeGreaterThanOrEqual(21);
    for (const f of files) {
      const page = JSON.parse(readFileSync(path.join(DATA, f), 'utf8')) as ApiPage;
      expect(page.packages.length).toBeGreaterThan(0);
      for (const p of page.packages) {
        expect(p.package).toMatch(/^@tevm\//);
        expect(p.version).toMatch(/^1\.0\.0-/);
        const names = p.exports.map((e) => e.name);
        expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        for (const e of p.exports) {
          expect(kinds.has(e.kind)).toBe(true);
          expect(e.signature.length).toBeLessThanOrEqual(helpers.MAX_SIGNATURE);
          expect(e.signature).not.toMatch(/\n/);
        }
      }
    }
  });
});

describe('CLI table', () => {
  interface CliCommand {
    name: string;
    description: string;
    usage: string;
    options: {flags: string; description: string; default: string | null}[];
    commands?: CliCommand[];
  }
  const cli = JSON.parse(readFileSync(path.join(DATA, 'cli.json'), 'utf8')) as {
    bin: string;
    version: string;
    commands: CliCommand[];
  };
  it('lists the tevm bin with kebab-case commands and flags', () => {
    expect(cli.bin).toBe('tevm');
    const names = cli.commands.map((c) => c.name);
    for (const name of ['serve', 'call', 'generate', 'get-block-number', 'action'])
      expect(names).toContain(name);
    for (const c of cli.commands) {
      expect(c.name).toMatch(/^[a-z][a-z-]*$/);
      for (const o of c.options)
        expect(o.flags).toMatch(/^(-\w, )?--[a-z][a-z0-9-]*( [<[][\w.-]+[\]>])?$/);
    }
    const serve = cli.commands.find((c) => c.name === 'serve')!;
    expect(serve.options.find((o) => o.flags.startsWith('--port'))?.default).toBe('8545');
  });
});

describe('API tables: pure helpers', () => {
  it('truncates signatures to one line with an ellipsis', () => {
    expect(helpers.truncateSignature('f(a:\n  string): void')).toBe('f(a: string): void');
    const long = `f(${'x: number, '.repeat(30)}): void`;
    const cut = helpers.truncateSignature(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(helpers.truncateSignature('abcdef', 4)).toBe('abc…');
    expect(helpers.truncateSignature('abcd', 4)).toBe('abcd');
  });

  it('keeps the first sentence of a JSDoc comment', () => {
    const {firstSentence} = helpers;
    expect(firstSentence('Creates a node. It is fast.')).toBe('Creates a node.');
    expect(firstSentence('Reads a value, e.g. a balance. More.')).toBe(
      'Reads a value, e.g. a balance.',
    );
    expect(firstSentence('Calls `node.ready()` first. Then more.')).toBe(
      'Calls `node.ready()` first.',
    );
    expect(firstSentence('First paragraph without a stop\n\nSecond paragraph.')).toBe(
      'First paragraph without a stop',
    );
    expect(firstSentence('Wraps text\nover lines. Next.')).toBe('Wraps text over lines.');
    expect(firstSentence('See {@link createServer} for details. More.')).toBe(
      'See `createServer` for details.',
    );
    expect(firstSentence('Like [viem actions](https://viem.sh/) but local.')).toBe(
      'Like viem actions but local.',
    );
    expect(firstSentence('Example:\n```ts\nfoo()\n```')).toBe('Example:');
    expect(firstSentence('')).toBe('');
    expect(firstSentence(undefined)).toBe('');
  });

  it('reads the description of a raw JSDoc block, not a package name as a tag', () => {
    const raw =
      '/**\n * An adapter required by @tevm/base-bundler.\n *\n * @param x - a value\n * @returns y\n */';
    expect(helpers.jsDocDescription(raw)).toBe('An adapter required by @tevm/base-bundler.');
  });

  it('detects the kind of an export from its symbol flags', () => {
    const F = ts.SymbolFlags;
    expect(helpers.kindOf(F.Function)).toBe('function');
    expect(helpers.kindOf(F.Class | F.Interface)).toBe('class');
    expect(helpers.kindOf(F.BlockScopedVariable)).toBe('constant');
    expect(helpers.kindOf(F.BlockScopedVariable, true)).toBe('function');
    expect(helpers.kindOf(F.Interface)).toBe('interface');
    expect(helpers.kindOf(F.TypeAlias)).toBe('type');
    expect(helpers.kindOf(F.RegularEnum)).toBe('enum');
    expect(helpers.kindOf(F.ValueModule)).toBe('namespace');
    // a value and a type with one name: the value wins
    expect(helpers.kindOf(F.BlockScopedVariable | F.TypeAlias)).toBe('constant');
  });

  it('cleans declaration-emit noise out of type text', () => {
    expect(helpers.cleanTypeText('import("@tevm/utils").Hex | import(\'./x.js\').Y')).toBe(
      'Hex | Y',
    );
    expect(helpers.cleanTypeText('{ /** docs */ a?: string;\n b: number }')).toBe(
      '{ a?: string; b: number }',
    );
  });
});

describe('ApiTable helpers', () => {
  const page: ApiPage = {
    packages: [
      {
        package: '@tevm/utils',
        subpath: 'tevm/utils',
        version: '1.0.0-rc.151',
        only: ['toRlp'],
        exports: [
          {
            name: 'KECCAK256_RLP',
            kind: 'constant',
            signature: 'KECCAK256_RLP: Uint8Array',
            summary: '',
          },
          {name: 'toRlp', kind: 'function', signature: 'toRlp(x)', summary: ''},
        ],
      },
      {
        package: '@tevm/vm',
        subpath: null,
        version: '1.0.0-rc.151',
        exports: [
          {
            name: 'KECCAK256_RLP',
            kind: 'constant',
            signature: 'KECCAK256_RLP: Uint8Array',
            summary: '',
          },
        ],
      },
    ],
  };
  it('gives every row a unique api-<name> anchor', () => {
    const anchors = apiAnchors(page);
    expect(anchors.get('@tevm/utils toRlp')).toBe('api-toRlp');
    expect(anchors.get('@tevm/utils KECCAK256_RLP')).toBe('api-KECCAK256_RLP--tevm-utils');
    expect(anchors.get('@tevm/vm KECCAK256_RLP')).toBe('api-KECCAK256_RLP--tevm-vm');
  });
  it('counts the omitted kinds', () => {
    expect(omittedText({interface: 2, type: 695})).toBe('2 interfaces and 695 types');
    expect(omittedText({class: 1})).toBe('1 class');
    expect(omittedText(undefined)).toBe('');
    // the page's language words the counts and joins the list
    expect(
      omittedText(
        {interface: 2, type: 695},
        (kind, n) => `${n} × ${kind}`,
        (parts) => new Intl.ListFormat('fr', {type: 'conjunction'}).format(parts),
      ),
    ).toBe('2 × interface et 695 × type');
  });
});
