#!/usr/bin/env node
// Serves the production build the way the site is meant to be hosted (README "Deploying"):
//   /path and /path.html both serve build/path.html; /dir serves dir/index.html   (sirv)
//   unknown URLs answer HTTP 404 with build/404.html
//   hashed assets are cached for a year, HTML is revalidated on every load
//   text over 1 KB is brotli- or gzip-compressed when the client accepts it        (compression)
//   every response carries the security headers; HTML also the Content-Security-Policy, and
//   the example runner's worker script its own policy (scripts/csp.mjs)
// Usage: npm run serve [-- --port 3000 --host 127.0.0.1 --dir build]
import {readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {extname, join, resolve} from 'node:path';

import compression from 'compression';
import sirv from 'sirv';

import {WORKER_SCRIPT, workerContentSecurityPolicy} from '../src/run/csp.mjs';
import {contentSecurityPolicy} from './csp.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const root = resolve(arg('dir', 'build'));
const port = Number(arg('port', process.env.PORT ?? 3000));
const host = arg('host', process.env.HOST ?? '127.0.0.1');

/** Security headers every response carries (see README "Deploying"). */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

/** A page URL: a clean path (no extension) or `.html`. */
const isPagePath = (urlPath) => ['', '.html'].includes(extname(urlPath));

/** Cache-Control for a URL path: HTML revalidates, hashed files are immutable. */
export function cacheControl(urlPath) {
  if (isPagePath(urlPath)) return 'no-cache';
  if (/^\/assets\//.test(urlPath) || /\.[0-9a-f]{8,}\.\w+$/.test(urlPath)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=3600';
}

export function startServer({dir = root, listenPort = port, listenHost = host} = {}) {
  const csp = contentSecurityPolicy(dir);
  const workerCsp = workerContentSecurityPolicy();
  const compress = compression({threshold: 1024});
  const notFound = (req, res) => {
    let body;
    try {
      body = readFileSync(join(dir, '404.html'));
    } catch {
      res.writeHead(404, {'Content-Type': 'text/plain'}).end('Not Found');
      return;
    }
    res.writeHead(404, {
      'Content-Type': 'text/html;charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': csp,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  // `dev: true` looks files up per request, so a rebuild under a running server is picked up;
  // its Cache-Control is replaced in setHeaders. Dotfiles: the search index lives in /.search/.
  const serveStatic = sirv(dir, {
    dev: true,
    dotfiles: true,
    extensions: ['html'],
    onNoMatch: notFound,
    setHeaders(res, urlPath) {
      res.setHeader('Cache-Control', cacheControl(urlPath));
      if (isPagePath(urlPath)) res.setHeader('Content-Security-Policy', csp);
      else if (WORKER_SCRIPT.test(urlPath)) res.setHeader('Content-Security-Policy', workerCsp);
    },
  });
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    compress(req, res, () => serveStatic(req, res));
  });
  return new Promise((resolveListen) => {
    server.listen(listenPort, listenHost, () => resolveListen(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer();
  const address = server.address();
  console.log(`Serving ${root} at http://${address.address}:${address.port}`);
}
