// @ts-check
/**
 * What Run needs of the Content-Security-Policy (scripts/csp.mjs builds the site's policy from
 * it; scripts/serve.mjs sends it; src/run/README.md, CSP).
 */
import {FORK_RPCS} from './fork-rpcs.mjs';

/**
 * Origins the in-browser runner's fork examples contact after a click on Run: exactly the
 * public RPCs listed for fork examples (./fork-rpcs.mjs).
 */
export const FORK_ORIGINS = [
  ...new Set(
    Object.values(FORK_RPCS)
      .flat()
      .map((u) => new URL(u).origin),
  ),
].sort();

/**
 * The runner's worker script (src/run/client/runner.ts names its chunk "example-runner").
 * Only this response needs the worker's policy: the chunks it imports and every other script
 * ignore a CSP header, and sending it on all of them cost ~330 bytes a response.
 */
export const WORKER_SCRIPT = /^\/assets\/js\/example-runner\.[0-9a-f]+\.js$/;

/**
 * The policy of the runner's worker, sent with its script (a worker's policy comes from its own
 * script's response). Beyond the page's: `blob:` in script-src only here, for the example
 * modules the worker imports from blob: URLs.
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
