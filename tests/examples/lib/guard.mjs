// The loopback-only network rule shared by the example worker threads (worker.mjs) and the
// Node processes that shell blocks start (netguard.mjs). A connection to any other host throws
// "network access blocked under test"; `onBlocked(where)` is told first.

import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';

export const LOOPBACK = new Set(['127.0.0.1', '::1', '[::1]', 'localhost']);

/** The host a net/tls connect call targets, or null for a unix socket. */
function hostOf(args) {
  const [a, b] = args;
  if (a && typeof a === 'object') return a.path ? null : (a.host ?? a.hostname ?? 'localhost');
  if (typeof a === 'string' && !/^\d+$/.test(a)) return null; // a unix socket path
  return typeof b === 'string' ? b : 'localhost';
}

/** Patches fetch, net/tls connect and the http(s) agents of this process or thread. */
export function installNetworkGuard(onBlocked) {
  const blocked = (where) => {
    onBlocked(where);
    const error = new Error(`network access blocked under test: ${where}`);
    error.name = 'NetworkBlockedError';
    return error;
  };
  const originalFetch = globalThis.fetch;
  if (originalFetch) {
    globalThis.fetch = async (input, init) => {
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      let url;
      try {
        url = new URL(raw);
      } catch {
        return originalFetch(input, init);
      }
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !LOOPBACK.has(url.hostname)) {
        throw blocked(url.href);
      }
      return originalFetch(input, init);
    };
  }
  for (const [mod, name] of [
    [net, 'connect'],
    [net, 'createConnection'],
    [tls, 'connect'],
  ]) {
    const original = mod[name];
    mod[name] = function guarded(...args) {
      const host = hostOf(args);
      if (host !== null && !LOOPBACK.has(host)) throw blocked(`${name}(${host})`);
      return original.apply(this, args);
    };
  }
  // http(s).Agent captured net/tls.createConnection when Node started; guard them too.
  for (const Agent of [http.Agent, https.Agent]) {
    const original = Agent.prototype.createConnection;
    Agent.prototype.createConnection = function guarded(options, ...rest) {
      const host = options?.host ?? options?.hostname ?? 'localhost';
      if (!options?.socketPath && !LOOPBACK.has(host)) throw blocked(`http request to ${host}`);
      return original.call(this, options, ...rest);
    };
  }
}
