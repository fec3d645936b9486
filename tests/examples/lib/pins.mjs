// Pinned-install check: install commands and package.json snippets shown on a page must name the
// release in src/site/version.ts, so the install line a reader copies matches the code they copy.

const INSTALL =
  /^\s*(?:\$\s*)?(?:npm\s+(?:install|i|add)|pnpm\s+(?:add|install|i)|yarn\s+add|bun\s+(?:add|install|i))\s+(.*)$/;

/**
 * @param {import('../../../src/codeblocks/blocks.mjs').Block[]} blocks blocks of one page
 * @param {{ TEVM_VERSION: string, TEVM_UMBRELLA_VERSION: string }} v
 * @returns {{ line: number, message: string, advice: string }[]}
 */
export const checkPins = (blocks, v) => {
  const problems = [];
  const want = (name) => (name === 'tevm' ? v.TEVM_UMBRELLA_VERSION : v.TEVM_VERSION);
  for (const b of blocks) {
    const lines = b.code.split('\n');
    lines.forEach((text, i) => {
      const line = b.line + 1 + i;
      if (b.kind === 'shell') {
        const m = text.match(INSTALL);
        if (!m) return;
        for (const arg of m[1].split(/\s+/)) {
          const pkg = arg.match(/^(tevm|@tevm\/[\w.-]+)(?:@(.+))?$/);
          if (!pkg) continue;
          const [, name, version] = pkg;
          if (version !== want(name)) {
            problems.push({
              line,
              message: `install line uses ${arg}, but the site documents ${name}@${want(name)}`,
              advice: `write ${name}@${want(name)} (the value comes from src/site/version.ts)`,
            });
          }
        }
      } else if (/^json5?c?$/.test(b.lang)) {
        for (const m of text.matchAll(/"(tevm|@tevm\/[\w.-]+)"\s*:\s*"([^"]*)"/g)) {
          if (m[2] !== want(m[1])) {
            problems.push({
              line,
              message: `"${m[1]}": "${m[2]}" does not match the documented ${want(m[1])}`,
              advice: `pin "${m[1]}": "${want(m[1])}" (the value comes from src/site/version.ts)`,
            });
          }
        }
      }
    });
  }
  return problems;
};
