// Claims of docs/reference/evm.mdx: the createEvm options table.
import assert from 'node:assert/strict';

const OPTS = '@tevm/evm/src/CreateEvmOptions.ts';
const SRC = '@tevm/evm/src/createEvm.js';
const required = (name, type) => async (ctx) =>
  assert.match(ctx.source(OPTS), new RegExp(`^\\s*${name}: ${type}$`, 'm'));
const optional = (name) => async (ctx) =>
  assert.match(ctx.source(OPTS), new RegExp(`^\\s*(readonly )?${name}\\?:`, 'm'));

export default [
  {
    table: '`createEvm` option',
    row: 'common',
    default: 'required',
    check: required('common', 'Common'),
  },
  {
    table: '`createEvm` option',
    row: 'stateManager',
    default: 'required',
    check: required('stateManager', 'StateManager'),
  },
  {
    table: '`createEvm` option',
    row: 'blockchain',
    default: 'required',
    check: required('blockchain', 'Chain'),
  },
  {
    table: '`createEvm` option',
    row: 'customPrecompiles',
    default: 'none',
    check: async (ctx) => {
      await optional('customPrecompiles')(ctx);
      assert.match(ctx.source(SRC), /customPrecompiles: \[\.\.\.\(customPrecompiles \?\? \[\]\)\]/);
    },
  },
  {
    table: '`createEvm` option',
    row: 'customPredeploys',
    default: 'none',
    check: async (ctx) => {
      await optional('customPredeploys')(ctx);
      assert.match(ctx.source(SRC), /for \(const predeploy of customPredeploys \?\? \[\]\)/);
    },
  },
  {
    table: '`createEvm` option',
    row: 'allowUnlimitedContractSize',
    default: 'false',
    check: async (ctx) =>
      assert.match(
        ctx.source(SRC),
        /allowUnlimitedContractSize: allowUnlimitedContractSize \?\? false/,
      ),
  },
  {
    table: '`createEvm` option',
    row: 'profiler',
    default: 'false',
    check: async (ctx) => assert.match(ctx.source(SRC), /enabled: profiler \?\? false/),
  },
  {
    table: '`createEvm` option',
    row: 'loggingLevel',
    default: "'warn'",
    check: async (ctx) => assert.match(ctx.source(SRC), /level: loggingLevel \?\? 'warn'/),
  },
];
