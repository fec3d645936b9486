// Preloaded into every Node process a shell block starts (NODE_OPTIONS=--import …): the same
// loopback-only rule as the worker threads. A connection to any other host throws
// "network access blocked under test", so the command fails instead of reaching the network.
// (npx is additionally run with npm_config_offline=true, so it never asks the registry.)

import {installNetworkGuard} from './guard.mjs';

installNetworkGuard((where) =>
  process.stderr.write(`NetworkBlockedError: network access blocked under test: ${where}\n`),
);
