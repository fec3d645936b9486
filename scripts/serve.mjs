#!/usr/bin/env node
// Serves the production build the way the site is meant to be hosted:
//   /path and /path.html both serve build/path.html; /dir serves dir/index.html;
//   unknown URLs answer HTTP 404 with build/404.html;
//   hashed assets are cached for a year, HTML is revalidated on every load;
//   text responses are brotli- or gzip-compressed when the client accepts it;
//   HTML carries a Content-Security-Policy that allows inline scripts only by hash.
// Usage: npm run serve [-- --port 3000 --host 127.0.0.1 --dir build]
import {createServer} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import {extname, join, normalize, resolve} from 'node:path';
import {brotliCompressSync, gzipSync, constants as zlib} from 'node:zlib';

import {contentSecurityPolicy} from './csp.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const root = resolve(arg('dir', 'build'));
const port = Number(arg('port', process.env.PORT ?? 3000));
const host = arg('host', process.env.HOST ?? '127.0.0.1');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.map']);

/** Security headers every response carries (see README "Deploying"). */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The build file a URL path maps to, or null. */
export async function resolveFile(dir, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const safe = normalize(path).replace(/^(\.\.(\/|\\|$))+/, '');
  if (safe.includes('\0')) return null;
  const base = join(dir, safe);
  if (!base.startsWith(dir)) return null;
  const candidates = safe.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return null;
}

function cacheControl(urlPath, ext) {
  if (ext === '.html') return 'no-cache';
  if (/^\/assets\//.test(urlPath) || /\.[0-9a-f]{8,}\.\w+$/.test(urlPath)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=3600';
}

// Compressed bodies are cached per file version (path + size + mtime), so a
// rebuild under a running server never serves stale bytes.
const compressed = new Map();
function encode(body, file, version, encoding) {
  const key = `${encoding}:${file}:${version}`;
  if (!compressed.has(key)) {
    compressed.set(
      key,
      encoding === 'br'
        ? brotliCompressSync(body, {params: {[zlib.BROTLI_PARAM_QUALITY]: 9}})
        : gzipSync(body, {level: 9}),
    );
  }
  return compressed.get(key);
}

export function startServer({dir = root, listenPort = port, listenHost = host} = {}) {
  const csp = contentSecurityPolicy(dir);
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD', ...SECURITY_HEADERS}).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = await resolveFile(dir, url.pathname);
    let status = 200;
    if (!file) {
      status = 404;
      file = join(dir, '404.html');
    }
    const ext = extname(file);
    let body;
    let version;
    try {
      const info = await stat(file);
      version = `${info.size}:${info.mtimeMs}`;
      body = await readFile(file);
    } catch {
      res.writeHead(404, {'Content-Type': 'text/plain', ...SECURITY_HEADERS}).end('Not Found');
      return;
    }
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': status === 404 ? 'no-cache' : cacheControl(url.pathname, ext),
      Vary: 'Accept-Encoding',
      ...SECURITY_HEADERS,
      ...(ext === '.html' ? {'Content-Security-Policy': csp} : {}),
    };
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (COMPRESSIBLE.has(ext) && body.length > 1024) {
      const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
      if (encoding) {
        body = encode(body, file, version, encoding);
        headers['Content-Encoding'] = encoding;
      }
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
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
