// Refuted sentences about request errors, pool events and procedure names
// (tests/claims/selftest.mjs requires each check to fail): each asserts what the wrong sentence
// said, on the observation its live claim uses.
import assert from 'node:assert/strict';
import {poolEvents} from '../../advanced/txpool.claims.mjs';
import {HANDLED, procedureNames} from '../../api/methods.claims.mjs';
import {requestErrors} from '../../api/json-rpc.claims.mjs';

/** What the memory client's own `client.request` throws (the first row of the page's table). */
const clientErrors = async () => {
  const {createMemoryClient} = await import('tevm');
  return (await requestErrors(createMemoryClient({loggingLevel: 'silent'}))).client;
};

export default [
  {
    quote:
      'an error the node answered with arrives as a `ProviderRpcError` (exported by `tevm/node`) carrying the code, while an error a handler threw arrives as is, with its own class (`InvalidAddressError` has code -32013, `MissingAccountError` has no code at all).',
    check: async () => {
      const {ProviderRpcError} = await import('tevm/node');
      const {InvalidAddressError} = await import('tevm/errors');
      const seen = await clientErrors();
      assert.ok(seen.unknown instanceof ProviderRpcError, `answered: ${seen.unknown.name}`);
      assert.equal(seen.unknown.code, -32601);
      assert.ok(seen.badAddress instanceof InvalidAddressError, `thrown: ${seen.badAddress.name}`);
      assert.equal(seen.badAddress.code, -32013);
    },
  },
  {
    quote: '`request` turns that answer into a `ProviderRpcError` with code -32000.',
    check: async () => {
      const {ProviderRpcError} = await import('tevm/node');
      const seen = await clientErrors();
      assert.ok(seen.rawUnsigned instanceof ProviderRpcError, seen.rawUnsigned.name);
      assert.equal(seen.rawUnsigned.code, -32000);
    },
  },
  {
    quote:
      "The pool's events fire for every transaction that enters or leaves it, including signed ones sent by viem with a local account",
    check: async () => {
      const o = await poolEvents();
      assert.deepEqual(o.bump.removed, [o.bump.replaced], 'fee bump: the replaced one left');
      for (const k of ['dropAll', 'clear'])
        assert.deepEqual(o[k].removed, [o[k].hash], `${k}: its transaction left`);
    },
  },
  {
    quote: 'JSON-RPC counterparts are named `*JsonRpcProcedure`',
    check: async () => {
      const o = await procedureNames();
      for (const b of HANDLED)
        assert.ok(o.procedures.includes(`${b}JsonRpcProcedure`), `${b}JsonRpcProcedure`);
    },
  },
];
