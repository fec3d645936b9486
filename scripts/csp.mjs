#!/usr/bin/env node
// Content-Security-Policy for the built site. Docusaurus inlines a few small
// scripts (the theme and banner bootstraps); instead of 'unsafe-inline' the
// policy allows exactly those, by SHA-256 hash, computed from the build.
// `node scripts/csp.mjs [build]` prints the header for a static host or CDN.
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

import {forkFixtures} from '../tests/examples/fork/fixtures.mjs';

/**
 * Origins the in-browser runner's fork examples contact after a click on Run: exactly the
 * public RPCs listed for fork examples (tests/examples/fork/fixtures.mjs).
 */
export const FORK_ORIGINS = [
  ...new Set(forkFixtures.flatMap((f) => f.urls.map((u) => new URL(u).origin))),
].sort();

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

/** SHA-256 sources for every distinct executable inline script in the build. */
export function inlineScriptHashes(dir) {
  const hashes = new Set();
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      const attrs = match[1] ?? '';
      if (/\ssrc=/.test(attrs) || /type=["']?application\/ld\+json/.test(attrs)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The policy: same-origin everything, inline scripts only by hash. */
export function contentSecurityPolicy(dir) {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(dir).join(' ')}`.trim(),
    // Code highlighting and a few components set style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${FORK_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The example runner's worker script (src/lib/run/runner.ts names its chunk "example-runner").
 * Only this response needs the worker's policy: the chunks it imports and every other script
 * ignore a CSP header, and sending it on all of them cost ~330 bytes a response.
 */
export const WORKER_SCRIPT = /^\/assets\/js\/example-runner\.[0-9a-f]+\.js$/;

/**
 * The policy of the example runner's worker, sent with its script (a worker's policy comes from
 * its own script's response). Beyond the page's:
 * `blob:` in script-src only here, for the example modules the worker imports from blob: URLs.
 */
export function workerContentSecurityPolicy() {
  return [
    "default-src 'self'",
    "script-src 'self' blob:",
    `connect-src 'self' ${FORK_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Content-Security-Policy: ${contentSecurityPolicy(process.argv[2] ?? 'build')}`);
}
