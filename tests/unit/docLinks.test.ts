import {fileLink, findAbsoluteDocLinks, rewriteDocLinks} from '../../src/lib/docLinks';

describe('absolute doc links', () => {
  it('finds route links with their line and anchor, outside code', () => {
    const src = [
      'See [Forking](/core/forking#reforking) and [home](/).', // 1
      '```ts', // 2
      "const s = '[x](/core/forking)'", // 3
      '```', // 4
      'Inline `[x](/api/json-rpc)` is text; [ok](./ok.mdx) is a file link.', // 5
      '[llms](/llms.txt), [logo](/img/logo.svg), [ext](https://x.dev/a), [proto](//cdn)', // 6
    ].join('\n');
    expect(findAbsoluteDocLinks(src)).toEqual([
      {line: 1, target: '/core/forking#reforking', route: '/core/forking', hash: '#reforking'},
      {line: 1, target: '/', route: '/', hash: ''},
    ]);
  });
  it('a fence closes only with its own marker', () => {
    const src = ['````md', '```', '[x](/a)', '```', '````', '[y](/b)'].join('\n');
    expect(findAbsoluteDocLinks(src).map((l) => l.route)).toEqual(['/b']);
  });
});

describe('file-path links', () => {
  it('is relative to the linking file, with ./ for the same folder', () => {
    expect(fileLink('core/forking.mdx', 'core/mining-modes.mdx')).toBe('./mining-modes.mdx');
    expect(fileLink('core/forking.mdx', 'reference/node.mdx', '#x')).toBe(
      '../reference/node.mdx#x',
    );
    expect(fileLink('index.mdx', 'reference/bundler/index.mdx')).toBe(
      './reference/bundler/index.mdx',
    );
    expect(fileLink('reference/bundler/methods.mdx', 'index.mdx')).toBe('../../index.mdx');
  });
  it('rewrites each link once and leaves a route without a file', () => {
    const files: Record<string, string> = {'/core/forking': 'core/forking.mdx', '/': 'index.mdx'};
    const out = rewriteDocLinks(
      '[a](/core/forking) [b](/core/forking#x) [c](/gone) [d](/)',
      'api/json-rpc.mdx',
      (r) => files[r],
    );
    expect(out).toBe(
      '[a](../core/forking.mdx) [b](../core/forking.mdx#x) [c](/gone) [d](../index.mdx)',
    );
  });
});
