import MiniSearch from 'minisearch';

import {
  ENGINE_OPTIONS,
  QUERY_OPTIONS,
  BM25,
  TOPIC_WEIGHT,
  createIndexFile,
  documentBoost,
  editDistance,
  expansionWeight,
  loadIndexFile,
  searchIndex,
} from '../../src/search/engine';
import {packIndex, unpackIndex, uniqueIds} from '../../src/search/engine/indexFile';
import {previewHtml} from '../../src/search/engine/preview';
import {htmlToText} from '../../src/search/engine/safeHtml';
import {tokenize} from '../../src/search/engine/tokens';
import type {SearchDocument} from '../../src/search/protocol';

/** A page and its sections, as the extractor makes them. */
function pageDocs(
  route: string,
  title: string,
  intro: string,
  sections: Array<[anchor: string, title: string, text: string, level?: 2 | 3]> = [],
) {
  const docs: SearchDocument[] = [
    {id: route, href: route, html: `<p>${intro}</p>`, isPage: true, text: intro, title, titles: []},
  ];
  let h2: string | undefined;
  for (const [anchor, heading, text, level = 2] of sections) {
    if (level === 2) h2 = heading;
    const href = `${route}#${anchor}`;
    docs.push({
      id: href,
      href,
      html: `<p>${text}</p>`,
      isPage: false,
      text,
      title: heading,
      titles: level === 3 && h2 ? [title, h2] : [title],
    });
  }
  return docs;
}

const load = (docs: SearchDocument[]) =>
  loadIndexFile(JSON.parse(JSON.stringify(createIndexFile(docs))));
const ids = (results: Array<{id: string}>) => results.map((r) => r.id);

describe('document boost', () => {
  it('boosts ids containing getting-started or overview by 2', () => {
    expect(documentBoost('/getting-started/viem#install')).toBe(2);
    expect(documentBoost('/introduction/architecture-overview')).toBe(2);
    expect(documentBoost('/core/forking')).toBe(1);
  });
});

describe('ranking', () => {
  it('a title match beats the same word in the text', () => {
    const index = load([
      ...pageDocs(
        '/a',
        'Receipts',
        'Receipts and logs of transactions, mined blocks and more words here.',
      ),
      ...pageDocs(
        '/b',
        'Chain state',
        'How mining works: mining creates blocks, and more words here.',
      ),
      ...pageDocs('/c', 'Mining modes', 'Choose when blocks are created, with more words here.'),
    ]);
    expect(ids(searchIndex(index, 'mining'))[0]).toBe('/c');
  });

  it('documents whose id contains getting-started or overview weigh twice as much', () => {
    const same = 'Install the package and create a client.';
    const index = load([
      ...pageDocs('/examples/viem', 'Viem', same),
      ...pageDocs('/getting-started/viem', 'Viem', same),
      ...pageDocs('/reference/bundler', 'Bundler', 'Bundle contracts.'),
      ...pageDocs('/reference/bundler/overview', 'Bundler', 'Bundle contracts.'),
    ]);
    const viem = searchIndex(index, 'viem');
    expect(ids(viem)).toEqual(['/getting-started/viem', '/examples/viem']);
    expect(viem[0]!.score / viem[1]!.score).toBeCloseTo(2, 10);
    expect(ids(searchIndex(index, 'bundler'))).toEqual([
      '/reference/bundler/overview',
      '/reference/bundler',
    ]);
  });

  it('the typo "frking" finds forking (fuzzy 0.2 allows one edit in six letters)', () => {
    const index = load([
      ...pageDocs('/core/forking', 'Forking & Reforking', 'Start a node from a live chain.'),
      ...pageDocs('/core/mining', 'Mining', 'Blocks.'),
    ]);
    const results = searchIndex(index, 'frking');
    expect(ids(results)[0]).toBe('/core/forking');
    expect(results[0]!.terms).toContain('forking');
  });

  it('the prefix "fork" finds forking', () => {
    const index = load([
      ...pageDocs('/p', 'Page', 'Nothing here.', [
        ['s', 'Section', 'Forking a chain keeps state local.'],
      ]),
    ]);
    const results = searchIndex(index, 'fork');
    expect(ids(results)).toEqual(['/p#s']);
    expect(results[0]!.terms).toEqual(['forking']);
  });

  it('matches parent titles (titles field), below title and text', () => {
    const index = load([...pageDocs('/p', 'Zebra', 'intro', [['s', 'Other', 'unrelated words']])]);
    expect(ids(searchIndex(index, 'zebra'))).toEqual(['/p', '/p#s']);
  });

  it('a scoped package name is one term too: "@tevm/node" finds the page about @tevm/node first', () => {
    const docs = [
      ...pageDocs(
        '/getting-started/viem',
        'Viem',
        'Create a tevm node and call it; the tevm node is fast.',
      ),
      ...pageDocs('/reference/node', '@tevm/node', 'The package behind createTevmNode.'),
    ];
    const index = load(docs);
    expect(ids(searchIndex(index, '@tevm/node'))[0]).toBe('/reference/node');
    expect(tokenize('import from "@tevm/node". And @scope/pkg.v2')).toEqual([
      'import',
      'from',
      'tevm',
      'node',
      'And',
      'scope',
      'pkg',
      'v2',
      'tevm/node',
      'scope/pkg.v2',
    ]);
  });

  it('an empty query gives no results', () => {
    const index = load(pageDocs('/p', 'Page', 'text'));
    for (const query of ['', '   ', '!?', '\n']) expect(searchIndex(index, query)).toEqual([]);
  });

  it('gives at most 16 results, best first', () => {
    const docs = Array.from({length: 40}, (_, i) =>
      pageDocs(`/p${i}`, `Page ${i}`, `tevm ${'tevm '.repeat(i % 5)}words`),
    ).flat();
    const results = searchIndex(load(docs), 'tevm');
    expect(results).toHaveLength(16);
    const scores = results.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('returns the stored fields with each result', () => {
    const index = load(
      pageDocs('/core/forking', 'Forking', 'Intro.', [
        ['pin', 'Pinning', 'Pin a block.', 2],
        ['tag', 'Tags', 'blockTag value', 3],
      ]),
    );
    const [hit] = searchIndex(index, 'blocktag');
    expect(hit).toMatchObject({
      id: '/core/forking#tag',
      href: '/core/forking#tag',
      html: '<p>blockTag value</p>',
      isPage: false,
      text: 'blockTag value',
      title: 'Tags',
      titles: ['Forking', 'Pinning'],
    });
  });
});

describe('query words and their expansions', () => {
  const names = Array.from({length: 12}, (_, i) => `eth${'abcdefghijkl'[i]}x`).join(' ');

  it('a query word counts once per document, through the closest term it expands to', () => {
    const index = load([
      ...pageDocs('/reference/actions', 'Actions', 'Intro.', [['all', 'All exports', names]]),
      ...pageDocs('/api/json-rpc', 'JSON-RPC', 'Intro.', [
        ['eth', 'Families', 'The eth methods read the chain; other words follow here.'],
      ]),
    ]);
    // minisearch alone adds the twelve prefix expansions up: the names list wins.
    const summed = index.engine.search('eth', {...QUERY_OPTIONS, boost: {...QUERY_OPTIONS.boost}});
    expect(index.docs[summed[0]!.id as number]!.id).toBe('/reference/actions#all');
    const results = searchIndex(index, 'eth');
    expect(ids(results)).toEqual(['/api/json-rpc#eth', '/reference/actions#all']);
    // Every matched term is still reported (the dialog highlights them all).
    expect(results[1]!.terms).toHaveLength(12);
  });

  it('a section that documents an API beats a boosted summary that lists it once', () => {
    // With minisearch's default BM25 (k 1.2, b 0.7) the boosted summary comes first.
    const actions =
      'ready call contract deploy mine setAccount getAccount loadState setBalance impersonate snapshot revert getBlock reset'
        .split(' ')
        .map(
          (name) => `tevm${name[0]!.toUpperCase()}${name.slice(1)}() does one thing to the node.`,
        )
        .join(' ');
    const index = load([
      ...pageDocs('/getting-started/viem', 'Getting started', 'Intro.', [
        ['actions', 'The tevm actions', `The client adds these: ${actions} tevmDumpState() saves.`],
      ]),
      ...pageDocs('/core/managing-state', 'Managing state', 'Intro.', [
        [
          'dump',
          'Dumping and loading state',
          'tevmDumpState() returns the state as JSON; save what tevmDumpState returns. ' +
            'createMemoryClient tevmDumpState tevmLoadState JSON stringify',
        ],
      ]),
    ]);
    expect(ids(searchIndex(index, 'tevmDumpState'))[0]).toBe('/core/managing-state#dump');
  });

  it('a section under headings about the query gains the topic factor', () => {
    const text = 'Pass a block number and the node starts from that block.';
    const index = load([
      ...pageDocs('/core/forking', 'Forking', 'Intro.', [['pin', 'Pinning', text]]),
      ...pageDocs('/core/other', 'Other', 'Intro.', [['pin', 'Pinning', text]]),
    ]);
    // One of the two query words ("fork") is in the first section's titles, none in the other's.
    const [first, second] = searchIndex(index, 'fork block').filter((r) => !r.isPage);
    expect(first!.id).toBe('/core/forking#pin');
    expect(second!.id).toBe('/core/other#pin');
    // "fork" reaches the first section only through its titles; "block" scores both alike.
    const block = index.engine.search('block', {
      ...QUERY_OPTIONS,
      boost: {...QUERY_OPTIONS.boost},
      bm25: BM25,
    });
    expect(second!.score).toBeCloseTo(block[0]!.score, 10);
    // Alone, "fork" is all of the query and in the first section's titles: factor 1 + TOPIC_WEIGHT.
    const fork = searchIndex(index, 'fork').find((r) => r.id === '/core/forking#pin')!.score;
    const forkScore = fork / (1 + TOPIC_WEIGHT);
    // Both words matched (×2), one of two on topic.
    expect(first!.score).toBeCloseTo((forkScore + block[0]!.score) * 2 * (1 + TOPIC_WEIGHT / 2), 8);
  });

  it('an API name lands on the page whose keywords name it, not on a boosted list', () => {
    const index = load([
      ...pageDocs('/getting-started/viem', 'Viem', 'Intro.', [
        ['actions', 'The tevm actions', 'tevmDumpState() saves the state of the node.'],
      ]),
      ...pageDocs('/core/managing-state', 'Managing state', 'Intro.', [
        ['dump', 'Dumping and loading state', 'tevmDumpState() returns the node state as JSON.'],
      ]).map((doc) => ({...doc, keywords: ['tevmDumpState']})),
    ]);
    const results = searchIndex(index, 'tevmDumpState').filter((r) => !r.isPage);
    expect(ids(results)).toEqual(['/core/managing-state#dump', '/getting-started/viem#actions']);
  });

  it('an exact word scores exactly as minisearch scores it, with the BM25 parameters', () => {
    const index = load(pageDocs('/p', 'Page', 'Pin a block.', [['s', 'Pinning', 'pin it']]));
    const options = {
      ...QUERY_OPTIONS,
      boost: {...QUERY_OPTIONS.boost},
      bm25: BM25,
      prefix: false,
      fuzzy: false,
    };
    const direct = index.engine.search('block', options).map((r) => r.score);
    expect(searchIndex(index, 'block').map((r) => r.score)).toEqual(direct);
  });

  it('weighs an expansion as minisearch does: exact 1, then prefix, then fuzzy', () => {
    expect(expansionWeight('fork', 'fork')).toBe(1);
    expect(expansionWeight('fork', 'forking')).toBeCloseTo((0.375 * 7) / (7 + 0.9), 10);
    expect(expansionWeight('frking', 'forking')).toBeCloseTo((0.45 * 7) / 8, 10);
    // A swap of two neighbouring letters is one edit (minisearch counts two).
    expect(editDistance('reciepts', 'receipts')).toBe(1);
    expect(editDistance('recipe', 'receipts')).toBe(3);
  });

  it('finds a word typed with two neighbouring letters swapped', () => {
    const index = load([
      ...pageDocs('/advanced/receipts', 'Receipts', 'Intro.', [
        ['read', 'Reading a receipt', 'getTransactionReceipt returns the receipt of a mined call.'],
      ]),
      ...pageDocs('/cooking', 'Cooking', 'A recipe, then a recital.'),
    ]);
    // 'reciept' is two Levenshtein edits from 'receipt', beyond fuzzy 0.2 of 7 letters
    expect(index.engine.search('reciept', {...QUERY_OPTIONS}).map((r) => r.id)).not.toContain(
      index.docs.findIndex((d) => d.id === '/advanced/receipts#read'),
    );
    expect(ids(searchIndex(index, 'reciept'))[0]).toBe('/advanced/receipts#read');
  });

  it('reaches an identifier by its parts, and searches an unknown identifier by its parts', () => {
    const index = load([
      ...pageDocs('/core/mining-modes', 'Mining Modes', 'Intro.', [
        [
          'switch',
          'Switching modes',
          'anvil_setAutomine with false switches to manual mining: mine a block when you like.',
        ],
      ]),
      ...pageDocs('/reference/header', 'Headers', 'A block header.'),
    ]);
    expect(ids(searchIndex(index, 'automine'))).toEqual(['/core/mining-modes#switch']);
    expect(ids(searchIndex(index, 'setAutomine'))).toEqual(['/core/mining-modes#switch']);
    // Nothing is called mineBlock: its parts find the section about mining blocks.
    expect(ids(searchIndex(index, 'mineBlock'))[0]).toBe('/core/mining-modes#switch');
  });

  it('finds a library named with .js by its name without the dot', () => {
    const index = load(pageDocs('/reference/server', 'Server', 'Mount it in Next.js or Express.'));
    expect(ids(searchIndex(index, 'nextjs'))).toEqual(['/reference/server']);
  });

  it('indexes a page’s keywords with its titles, for the page and its sections, without storing them', () => {
    const docs = pageDocs(
      '/advanced/txpool',
      'Transaction Pool',
      'Pending transactions wait here.',
      [['rules', 'Rules', 'Replacement needs a higher fee.']],
    ).map((doc) => ({...doc, keywords: ['mempool']}));
    const index = load([...docs, ...pageDocs('/other', 'Other', 'Unrelated words.')]);
    expect(ids(searchIndex(index, 'mempool'))).toEqual([
      '/advanced/txpool',
      '/advanced/txpool#rules',
    ]);
    expect(index.docs[0]).not.toHaveProperty('keywords');
    expect(index.docs[1]!.titles).toEqual(['Transaction Pool']);
  });
});

describe('the index file', () => {
  const docs = [
    ...pageDocs('/getting-started/overview', 'Overview', 'Start here with tevm and viem.', [
      ['install', 'Install', 'npm install tevm viem'],
      ['first', 'First call', 'Call a contract, fork mainnet.', 3],
    ]),
    ...pageDocs('/core/forking', 'Forking & Reforking', 'Fork a live chain.', [
      ['pin', 'Pinning a block', 'Use blockTag for reproducible forks.'],
      ['pin', 'Pinning again', 'A repeated anchor.'],
    ]),
  ];

  it('round-trips minisearch’s own serialisation exactly (terms aside, which it sorts)', () => {
    const engine = new MiniSearch(ENGINE_OPTIONS);
    engine.addAll(
      docs.map((d, i) => ({i, title: d.title, titles: d.titles.join(' '), text: d.text})),
    );
    const original = engine.toJSON();
    const {index} = unpackIndex(JSON.parse(JSON.stringify(packIndex(docs, original))));
    const byTerm = (entries: typeof original.index) =>
      [...entries].sort(([a], [b]) => (a < b ? -1 : 1));
    expect({...index, index: byTerm(index.index)}).toEqual(
      JSON.parse(JSON.stringify({...original, index: byTerm(original.index)})),
    );
  });

  it('gives the same results as the index it was built from', () => {
    const engine = new MiniSearch(ENGINE_OPTIONS);
    engine.addAll(
      docs.map((d, i) => ({i, title: d.title, titles: d.titles.join(' '), text: d.text})),
    );
    const unique = uniqueIds(docs.map((d) => d.href));
    const built = {docs: docs.map((d, i) => ({...d, id: unique[i]!})), engine};
    const loaded = load(docs);
    for (const query of ['fork', 'frking', 'tevm viem', 'pin', 'call contract', 'overview']) {
      const direct = searchIndex(built, query).map((r) => [r.id, r.score]);
      expect(direct.length).toBeGreaterThan(0);
      expect(searchIndex(loaded, query).map((r) => [r.id, r.score])).toEqual(direct);
    }
  });

  it('restores every stored field; a repeated href gets a unique id', () => {
    const restored = load(docs).docs;
    expect(
      restored.map(({id, href, html, isPage, text, title, titles}) => ({
        id,
        href,
        html,
        isPage,
        text,
        title,
        titles,
      })),
    ).toEqual(
      docs.map((d, i) => ({
        ...d,
        id: i === 5 ? '/core/forking#pin~2' : d.id,
        text: htmlToText(d.html),
      })),
    );
    expect(uniqueIds(['/a', '/a#x', '/a', '/a'])).toEqual(['/a', '/a#x', '/a~2', '/a~3']);
  });

  it("indexes a section's whole text but stores a preview of its html", () => {
    const filler = Array.from({length: 80}, (_, i) => `filler${i} words`).join(' ');
    const long = pageDocs('/long', 'Long', 'intro', [
      ['deep', 'Deep section', `${filler} zqxdeepword`],
    ]);
    long[1]!.html = `<p>${filler}</p><pre><code>a\nb\nc\nd\ne</code></pre><p>zqxdeepword</p>`;
    const index = load(long);
    const [hit] = searchIndex(index, 'zqxdeepword');
    expect(hit?.href).toBe('/long#deep');
    expect(hit!.html).toBe(previewHtml(long[1]!.html));
    expect(hit!.html.length).toBeLessThan(long[1]!.html.length);
    expect(hit!.text).toBe(htmlToText(hit!.html));
    expect(hit!.text).not.toContain('zqxdeepword');
  });

  it('stores each page route once and section hrefs relative to it', () => {
    const file = createIndexFile(docs);
    expect(file.docs.map((row) => [row[0], row[2]])).toEqual([
      ['/getting-started/overview', -1],
      ['#install', 0],
      ['#first', 1],
      ['/core/forking', -1],
      ['#pin', 3],
      ['#pin', 3],
    ]);
  });

  it('refuses documents whose titles do not follow their headings, and unknown files', () => {
    const bad = pageDocs('/p', 'P', 'x', [['s', 'S', 'y']]);
    bad[1]!.titles = ['Other'];
    expect(() => createIndexFile(bad)).toThrow(/titles/);
    expect(() => loadIndexFile({version: 2} as never)).toThrow(/Unsupported/);
  });
});

describe('stop words', () => {
  it('are neither indexed nor searched; other words of the query still count', () => {
    const index = load([
      ...pageDocs('/core/forking', 'Forking', 'How to fork a chain and pin the block.'),
      ...pageDocs('/other', 'The zebra page', 'This is the one with the words.'),
    ]);
    expect(searchIndex(index, 'the')).toEqual([]);
    expect(ids(searchIndex(index, 'how do I fork a chain'))).toEqual(['/core/forking']);
    expect(ids(searchIndex(index, 'what is the zebra'))).toEqual(['/other']);
  });
});
