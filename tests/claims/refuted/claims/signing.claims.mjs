// Refuted sentences about signing (tests/claims/selftest.mjs requires each check to fail): each
// asserts what the wrong sentence said, on the observation its live claim uses.
import assert from 'node:assert/strict';
import {ethersUnsignedSend, unsignedSend} from '../../helpers.mjs';

const signedBy = async (from) => {
  const sent = await unsignedSend({from});
  assert.ok(sent.signed, 'the stored transaction carries a signature');
};
const prefunded = async (i) => (await import('tevm')).PREFUNDED_ACCOUNTS[i].address;

export default [
  {
    quote: 'and the node signs with the key it holds for that prefunded account.',
    check: async () => signedBy(await prefunded(0)),
  },
  {
    quote: '`eth_sendTransaction` from them needs no signature: the node signs for them.',
    check: async () => signedBy(await prefunded(3)),
  },
  {
    quote: '`account: PREFUNDED_ACCOUNTS[1].address`, and the node signs for it.',
    check: async () => signedBy(await prefunded(1)),
  },
  {
    quote: "returns a `JsonRpcSigner` for the node's i-th account and lets the node sign.",
    check: async () => {
      const sent = await ethersUnsignedSend(1);
      assert.notEqual(sent.signature.r, undefined, 'signed by the node');
    },
  },
  {
    quote: 'The node signs and mines it, but ethers cannot read such a transaction back.',
    check: async () => {
      const sent = await ethersUnsignedSend(1);
      assert.equal(sent.receipt.status, 'success');
      assert.notEqual(sent.signature.r, undefined, 'signed by the node');
    },
  },
  {
    quote: 'The node holds no private keys and signs nothing.',
    check: async () => {
      const {createMemoryClient, PREFUNDED_ACCOUNTS} = await import('tevm');
      const client = createMemoryClient();
      // A node with no keys could not answer eth_sign for a prefunded account.
      await assert.rejects(
        client.request({method: 'eth_sign', params: [PREFUNDED_ACCOUNTS[0].address, '0x1234']}),
      );
    },
  },
  {
    quote: "This site's tests run the examples under Node.js 20.",
    check: async () => assert.match(process.version, /^v20\./),
  },
];
