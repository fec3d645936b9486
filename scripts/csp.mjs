#!/usr/bin/env node
// Content-Security-Policy for the built site. Docusaurus inlines a few small
// scripts (the theme and banner bootstraps); instead of 'unsafe-inline' the
// policy allows exactly those, by SHA-256 hash, computed from the build.
// `node scripts/csp.mjs [build]` prints the header for a static host or CDN.
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import {FORK_ORIGINS} from '../src/run/csp.mjs';

function htmlFiles(dir) {
  return readdirSync(dir, {recursive: true})
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name));
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

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Content-Security-Policy: ${contentSecurityPolicy(process.argv[2] ?? 'build')}`);
}
