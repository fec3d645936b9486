// Stand-in for `readable-stream` in the browser bundle, for @ethereumjs/trie only.
// The trie imports it for one feature, `trie.createReadStream()`, which Tevm never calls;
// the real package would pull in Node's `buffer`, `util` and `string_decoder` polyfills.
export class Readable {
  constructor() {
    throw new Error(
      '@ethereumjs/trie read streams are not available in the browser build of this site',
    );
  }
}
