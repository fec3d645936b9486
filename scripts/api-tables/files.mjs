// The export tables as files: stable serialisation and the comparison with the checked-in ones.
import fs from 'node:fs';
import path from 'node:path';

import {OUT_DIR} from './common.mjs';

/** Stable serialisation: compact, one export per line so diffs stay readable. */
export function serialize(table) {
  const lines = table.packages.map((p) => {
    const {exports, ...head} = p;
    const headJson = JSON.stringify(head).slice(0, -1);
    const rows = exports.map((e) => `    ${JSON.stringify(e)}`).join(',\n');
    return `  ${headJson},"exports":[\n${rows}\n  ]}`;
  });
  return `{"packages":[\n${lines.join(',\n')}\n]}\n`;
}

/** Compare generated tables with the files on disk; returns a list of human-readable problems. */
export function diffTables(tables, dir = OUT_DIR) {
  const problems = [];
  for (const [slug, table] of Object.entries(tables)) {
    const file = path.join(dir, `${slug}.json`);
    const want = serialize(table);
    if (!fs.existsSync(file)) {
      problems.push(`${slug}.json is missing`);
      continue;
    }
    const have = fs.readFileSync(file, 'utf8');
    if (have === want) continue;
    let old;
    try {
      old = JSON.parse(have);
    } catch {
      problems.push(`${slug}.json is not valid JSON`);
      continue;
    }
    const key = (p, e) => `${p.package} ${e.name}`;
    const index = (t) =>
      new Map(
        (t.packages ?? []).flatMap((p) =>
          p.exports.map((e) => [key(p, e), {...e, v: p.version, s: p.subpath}]),
        ),
      );
    const a = index(old);
    const b = index(table);
    for (const [k, e] of b) {
      const o = a.get(k);
      if (!o) problems.push(`${slug}: new export ${k}`);
      else if (JSON.stringify(o) !== JSON.stringify(e)) {
        const fields = ['kind', 'signature', 'summary', 'v', 's'].filter((f) => o[f] !== e[f]);
        problems.push(`${slug}: ${k} changed (${fields.join(', ')})`);
      }
    }
    for (const k of a.keys()) if (!b.has(k)) problems.push(`${slug}: export removed ${k}`);
    if (problems.length === 0 || !problems.some((p) => p.startsWith(`${slug}:`)))
      problems.push(`${slug}.json differs (formatting or package header)`);
  }
  if (fs.existsSync(dir)) {
    for (const f of fs.readdirSync(dir)) {
      if (f.endsWith('.json') && f !== 'cli.json' && !(f.slice(0, -5) in tables))
        problems.push(`${f} has no generator entry (stale file)`);
    }
  }
  return problems;
}
