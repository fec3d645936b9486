// Preloaded into every Node process a shell block starts (NODE_OPTIONS=--import …): the same
// loopback-only rule as the worker threads. A connection to any other host throws
// "network access blocked under test", so the command fails instead of reaching the network.
// (npx is additionally run with npm_config_offline=true, so it never asks the registry.)

import net from 'node:net'
import tls from 'node:tls'

const LOOPBACK = new Set(['127.0.0.1', '::1', '[::1]', 'localhost'])
const blocked = (where) => {
  const error = new Error(`network access blocked under test: ${where}`)
  error.name = 'NetworkBlockedError'
  process.stderr.write(`${error.name}: ${error.message}\n`)
  return error
}
const originalFetch = globalThis.fetch
if (originalFetch) {
  globalThis.fetch = async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    let url
    try {
      url = new URL(raw)
    } catch {
      return originalFetch(input, init)
    }
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !LOOPBACK.has(url.hostname)) throw blocked(url.href)
    return originalFetch(input, init)
  }
}
const hostOf = (args) => {
  const [a, b] = args
  if (a && typeof a === 'object') return a.path ? null : (a.host ?? a.hostname ?? 'localhost')
  if (typeof a === 'string' && !/^\d+$/.test(a)) return null // a unix socket path
  return typeof b === 'string' ? b : 'localhost'
}
for (const [mod, name] of [
  [net, 'connect'],
  [net, 'createConnection'],
  [tls, 'connect'],
]) {
  const original = mod[name]
  mod[name] = function guarded(...args) {
    const host = hostOf(args)
    if (host !== null && !LOOPBACK.has(host)) throw blocked(`${name}(${host})`)
    return original.apply(this, args)
  }
}
// http(s).Agent captured net/tls.createConnection when Node started; guard them too.
import http from 'node:http'
import https from 'node:https'
for (const Agent of [http.Agent, https.Agent]) {
  const original = Agent.prototype.createConnection
  Agent.prototype.createConnection = function guarded(options, ...rest) {
    const host = options?.host ?? options?.hostname ?? 'localhost'
    if (!options?.socketPath && !LOOPBACK.has(host)) throw blocked(`http request to ${host}`)
    return original.call(this, options, ...rest)
  }
}
