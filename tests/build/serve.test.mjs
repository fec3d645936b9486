// The production server's contract (scripts/serve.mjs, README "Deploying"), without a browser
// (node:test): first against a small site in a temporary directory, whose files are known here,
// then the real build's routes.
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';

import {WORKER_SCRIPT, workerContentSecurityPolicy} from '../../src/run/csp.mjs';
import {startServer} from '../../scripts/serve.mjs';
import {loadTs} from './ts.mjs';

const {routeHtmlPath} = loadTs('src/lib/routes.ts');
const {ALL_ROUTES} = loadTs('tests/routes.ts');

/** Starts the server on a free port over `dir`; returns its origin and a stop function. */
async function serve(dir) {
  const server = await startServer({dir, listenPort: 0, listenHost: '127.0.0.1'});
  const {port} = server.address();
  return {origin: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r))};
}

describe('serve.mjs over a temporary site', () => {
  const INLINE = 'document.documentElement.dataset.x="1"';
  const filler = '<p>Forking text.</p>'.repeat(100); // over the 1 KB compression threshold
  let dir;
  let origin;
  let stop;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'serve-contract-'));
    const write = (path, body) => {
      mkdirSync(join(dir, path, '..'), {recursive: true});
      writeFileSync(join(dir, path), body);
    };
    write('index.html', '<!doctype html><title>Home</title>');
    write('404.html', '<!doctype html><h1>Page Not Found</h1>');
    write('core/forking.html', `<!doctype html><script>${INLINE}</script>${filler}`);
    write('assets/js/main.0123abcd.js', `console.log(1);\n`.repeat(100));
    write('assets/js/example-runner.0123abcd.js', 'self.onmessage = () => {};');
    write('img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    ({origin, stop} = await serve(dir));
  });
  after(async () => {
    await stop();
    rmSync(dir, {recursive: true, force: true});
  });
  const get = (path, init) => fetch(origin + path, init);

  test('serves clean URLs and .html URLs alike, and a 404 with the not-found page', async () => {
    const clean = await get('/core/forking');
    const html = await get('/core/forking.html');
    assert.equal(clean.status, 200);
    assert.equal(html.status, 200);
    assert.equal(await clean.text(), await html.text());
    assert.equal((await get('/')).status, 200);
    const missing = await get('/definitely/missing');
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /Page Not Found/);
  });

  test('caches hashed assets for a year and revalidates HTML', async () => {
    assert.equal((await get('/core/forking')).headers.get('cache-control'), 'no-cache');
    assert.equal(
      (await get('/assets/js/main.0123abcd.js')).headers.get('cache-control'),
      'public, max-age=31536000, immutable',
    );
    assert.equal((await get('/img/logo.svg')).headers.get('cache-control'), 'public, max-age=3600');
  });

  test('compresses text with brotli or gzip, sets security headers, refuses other methods', async () => {
    // fetch() decompresses but keeps the Content-Encoding header.
    const br = await get('/core/forking', {headers: {'Accept-Encoding': 'br'}});
    assert.equal(br.headers.get('content-encoding'), 'br');
    const gz = await get('/assets/js/main.0123abcd.js', {headers: {'Accept-Encoding': 'gzip'}});
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    const small = await get('/img/logo.svg', {headers: {'Accept-Encoding': 'gzip'}});
    assert.equal(small.headers.get('content-encoding'), null, 'under 1 KB stays uncompressed');
    assert.equal(gz.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(gz.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(gz.headers.get('x-frame-options'), 'SAMEORIGIN');
    const post = await get('/core/forking', {method: 'POST'});
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD');
  });

  test('HTML carries a CSP that allows exactly the inline scripts by hash, never unsafe-inline; scripts the worker policy', async () => {
    const csp = (await get('/core/forking')).headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    assert.doesNotMatch(scriptSrc, /unsafe-inline/);
    const hash = createHash('sha256').update(INLINE, 'utf8').digest('base64');
    assert.equal(scriptSrc.trim(), `'self' 'sha256-${hash}'`);
    assert.match(
      (await get('/missing')).headers.get('content-security-policy') ?? '',
      /script-src/,
    );
    // The example runner's worker script carries the worker's own policy (a worker's CSP is its
    // script's); other scripts need none.
    const worker = await get('/assets/js/example-runner.0123abcd.js');
    assert.equal(worker.headers.get('content-security-policy'), workerContentSecurityPolicy());
    const js = (await get('/assets/js/main.0123abcd.js')).headers.get('content-security-policy');
    assert.equal(js, null);
    assert.equal((await get('/img/logo.svg')).headers.get('content-security-policy'), null);
  });
});

test('the build serves every route at its clean URL and its .html URL, the same page', async () => {
  const {origin, stop} = await serve('build');
  try {
    for (const route of ALL_ROUTES) {
      const clean = await fetch(origin + route);
      const html = await fetch(`${origin}/${routeHtmlPath(route)}`);
      assert.equal(clean.status, 200, route);
      assert.equal(html.status, 200, `/${routeHtmlPath(route)}`);
      assert.equal(await clean.text(), await html.text(), route);
    }
  } finally {
    await stop();
  }
});

test('the build has exactly one example runner worker script, named as the server expects', () => {
  const workers = readdirSync('build/assets/js').filter((f) =>
    WORKER_SCRIPT.test(`/assets/js/${f}`),
  );
  assert.equal(workers.length, 1, `worker scripts in build/assets/js: ${workers.join(', ')}`);
});
