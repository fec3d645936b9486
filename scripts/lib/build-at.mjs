// The production build of another commit, for side-by-side figures (`npm run bench -- --against
// REV`): the commit is checked out into .tmp/bench/<sha> (a detached git worktree that shares
// this checkout's node_modules) and built once; later runs reuse that build.
import {spawnSync} from 'node:child_process';
import {existsSync, symlinkSync} from 'node:fs';
import {join, resolve} from 'node:path';

const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, {encoding: 'utf8', ...opts});
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stderr ?? ''}`);
  return (r.stdout ?? '').trim();
};

/** Path of the production build of `rev`, building it first when there is none. */
export function buildAt(rev) {
  const sha = run('git', ['rev-parse', '--verify', `${rev}^{commit}`]);
  const dir = resolve('.tmp/bench', sha.slice(0, 12));
  const build = join(dir, 'build');
  if (existsSync(join(build, 'index.html'))) return {sha, build};
  if (!existsSync(dir)) {
    run('git', ['worktree', 'add', '--detach', dir, sha]);
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  }
  console.log(`Building ${sha.slice(0, 12)} for the comparison…`);
  run(resolve('node_modules/.bin/docusaurus'), ['build'], {cwd: dir, stdio: 'ignore'});
  return {sha, build};
}
