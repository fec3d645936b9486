import {codeTerms, extractSections, indexedText, untemplate} from '../../src/search/plugin/extract';
import {parseSafeHtml} from '../../src/search/engine/safeHtml';

/** A page shaped like Docusaurus' minified output (optional end tags left out). */
const page = (content: string, {title = 'Forking · Tevm', wrapper = 'markdown'} = {}) =>
  `<!doctype html><html lang=en><head><meta charset=UTF-8><title>${title}</title></head><body>` +
  `<nav aria-label=Main>Navbar words</nav><aside>Sidebar words</aside><main><article>` +
  (wrapper
    ? `<nav class=theme-doc-breadcrumbs>Crumbs</nav><div class="theme-doc-markdown ${wrapper}">${content}</div>`
    : content) +
  `</article></main><footer>Footer words</footer></body></html>`;

const DOC = page(
  `<header><h1>Forking</h1></header>
<p>Intro <code>fork</code> text.</p>
<h2 class="anchor anchorTargetStickyNavbar_x" id=create>Create<a href=#create class=hash-link aria-label="Direct link to Create">\u200b</a></h2>
<table><thead><tr><th>Field<th>Meaning<tbody><tr><td><code>transport</code><td>where state comes from</table>
<div class="language-js codeBlockContainer_x theme-code-block"><div class=codeBlockContent_x><pre tabindex=0 class=prism-code><code><div class=token-line><span class="token keyword">const</span><span class="token plain"> a = 1</span><br/></div><div class=token-line><span class="token plain">  b()</span><br/></div></code></pre><div class=buttonGroup><button type=button aria-label="Copy code">Copy</button></div></div></div>
<h3 id=sub>Sub</h3><ul><li>one<li>two</ul><div>alpha</div><div>beta</div><p>foo<strong>bar</strong> x<br>y</p>
<script>evil()</script><style>.x{color:red}</style><svg><text>svgtext</text></svg><span aria-hidden=true>hidden</span>
<div class="theme-admonition theme-admonition-note alert"><div class=admonitionHeading_x><span><svg></svg></span>note</div><div><p>Careful.</div></div>
<h2 id=next>Next</h2><p>Done.</p>`,
);

describe('extractSections', () => {
  const docs = extractSections(DOC, '/core/forking', {titleTemplate: '%s · Tevm'});

  it('makes one document for the page intro and one per h2/h3, with parent titles', () => {
    expect(
      docs.map(({id, href, isPage, title, titles}) => ({id, href, isPage, title, titles})),
    ).toEqual([
      {id: '/core/forking', href: '/core/forking', isPage: true, title: 'Forking', titles: []},
      {
        id: '/core/forking#create',
        href: '/core/forking#create',
        isPage: false,
        title: 'Create',
        titles: ['Forking'],
      },
      {
        id: '/core/forking#sub',
        href: '/core/forking#sub',
        isPage: false,
        title: 'Sub',
        titles: ['Forking', 'Create'],
      },
      {
        id: '/core/forking#next',
        href: '/core/forking#next',
        isPage: false,
        title: 'Next',
        titles: ['Forking'],
      },
    ]);
  });

  it('reads only the page content, never the navbar, sidebar, breadcrumbs or footer', () => {
    const all = docs.map((d) => d.text).join(' ');
    for (const word of ['Navbar', 'Sidebar', 'Crumbs', 'Footer']) expect(all).not.toContain(word);
    expect(docs[0]!.text).toBe('Intro fork text.');
  });

  it('keeps word boundaries between cells, code lines and blocks, but not inside words', () => {
    // Code is indexed by its identifiers (const and literals left out): `a` and `b` stay two words.
    expect(docs[1]!.text).toBe('Field Meaning transport where state comes from a b');
    expect(docs[2]!.text).toBe('one two alpha beta foobar x y note Careful.');
  });

  it('drops scripts, styles, svg, buttons, hidden elements and heading anchors', () => {
    const all = docs.map((d) => `${d.text} ${d.html} ${d.title}`).join(' ');
    for (const word of ['evil', 'color:red', 'svgtext', 'hidden', 'Copy', '\u200b', 'Direct link'])
      expect(all).not.toContain(word);
  });

  it('writes the section as the attribute-free html subset, code lines kept', () => {
    expect(docs[1]!.html).toBe(
      '<table><thead><tr><th>Field</th><th>Meaning</th></tr></thead><tbody><tr><td><code>transport</code></td><td>where state comes from</td></tr></tbody></table>' +
        '<pre><code>const a = 1\n  b()</code></pre>',
    );
    expect(docs[2]!.html).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(docs[2]!.html).toContain('<p>foo<strong>bar</strong> x<br>y</p>');
    expect(docs[2]!.html).toContain('<blockquote>');
    for (const doc of docs) expect(doc.html).not.toMatch(/<[a-z0-9]+ [^>]*>/);
  });

  it('keeps markup found in page text as text, and drops real hostile elements', () => {
    const [intro, section] = extractSections(
      page(
        `<h1>T</h1><p>Use &lt;img src=x onerror="alert(1)"&gt; &amp; &lt;script&gt;alert(2)&lt;/script&gt;</p>` +
          `<p><img src=x onerror="alert(3)"><b onclick="alert(4)">bold</b><a href="javascript:alert(5)">link</a></p>` +
          `<h2 id=h>&lt;img src=y onerror=alert(6)&gt; heading</h2><p>x</p>`,
      ),
      '/t',
    );
    expect(intro!.text).toBe(
      'Use <img src=x onerror="alert(1)"> & <script>alert(2)</script> boldlink',
    );
    expect(intro!.html).toBe(
      '<p>Use &lt;img src=x onerror="alert(1)"&gt; &amp; &lt;script&gt;alert(2)&lt;/script&gt;</p><p><strong>bold</strong>link</p>',
    );
    expect(section!.title).toBe('<img src=y onerror=alert(6)> heading');
    // The html field parses back to exactly the text, with no element but the allowed ones.
    expect(JSON.stringify(parseSafeHtml(intro!.html))).not.toContain('"tag":"img"');
  });

  it('balances the html when a heading sits inside a wrapper element', () => {
    const docs2 = extractSections(
      page('<h1>P</h1><blockquote><p>a</p><h2 id=x>X</h2><p>b</p></blockquote>'),
      '/p',
    );
    expect(docs2.map((d) => d.html)).toEqual([
      '<blockquote><p>a</p></blockquote>',
      '<blockquote><p>b</p></blockquote>',
    ]);
  });

  it('reads MDX pages (an article without .markdown) and takes the title from <title> without an h1', () => {
    const docs2 = extractSections(
      page('<p>Body</p><h2 id=s>S</h2><p>t</p>', {wrapper: '', title: 'Hostile fixture · Tevm'}),
      '/mdx',
      {
        titleTemplate: '%s · Tevm',
      },
    );
    expect(docs2.map((d) => [d.href, d.title, d.titles, d.text])).toEqual([
      ['/mdx', 'Hostile fixture', [], 'Body'],
      ['/mdx#s', 'S', ['Hostile fixture'], 't'],
    ]);
  });

  it('keeps only the names column of a generated reference table (data-search="names")', () => {
    const table =
      '<table data-search="names"><caption>@tevm/address exports</caption><thead><tr><th>Name</th><th>Signature</th></tr></thead>' +
      '<tbody><tr><td><code>createAddress</code></td><td><code>(input: AddressLike) =&gt; Address</code></td></tr>' +
      '<tr><td><code>Address</code></td><td>class Address</td></tr></tbody></table>';
    const [, exports] = extractSections(
      page(
        `<h1>P</h1><p>i</p><h2 id=all>All exports</h2>${table}<table><tbody><tr><td>kept</td><td>too</td></tr></tbody></table>`,
      ),
      '/p',
    );
    expect(exports!.html).toBe(
      '<p><code>createAddress</code> <code>Address</code></p><table><tbody><tr><td>kept</td><td>too</td></tr></tbody></table>',
    );
    expect(exports!.text).toBe('createAddress Address kept too');
  });

  it('indexes code by its identifiers, each once, without syntax or assert noise', () => {
    expect(
      codeTerms(
        "import assert from 'node:assert/strict'\nimport {createMemoryClient} from '@tevm/memory-client'\nconst client = createMemoryClient()\nassert.equal(await client.getBlockNumber(), 0n)",
      ),
    ).toEqual(['node', 'createMemoryClient', '@tevm/memory-client', 'client', 'getBlockNumber']);
    expect(
      indexedText(
        '<p>Call <code>mine</code> now.</p><pre><code>await client.mine()\nawait client.mine()</code></pre><p>Done.</p>',
      ),
    ).toBe('Call mine now. Done. client mine');
  });

  it('adds the page description to the page document’s text, and the keywords to every document', () => {
    const html = page('<h1>Pool</h1><p>Intro.</p><h2 id=rules>Rules</h2><p>Fees.</p>').replace(
      '<title>',
      '<meta data-rh=true name=description content="Where the mempool lives."/>' +
        '<meta data-rh=true name=keywords content="mempool, pending transactions"/><title>',
    );
    const [intro, rules] = extractSections(html, '/advanced/txpool');
    expect(intro).toMatchObject({
      text: 'Intro. Where the mempool lives.',
      html: '<p>Intro.</p>',
      keywords: ['mempool', 'pending transactions'],
    });
    expect(rules).toMatchObject({text: 'Fees.', keywords: ['mempool', 'pending transactions']});
    expect(extractSections(page('<h1>P</h1><p>x</p>'), '/p')[0]).not.toHaveProperty('keywords');
  });

  it('gives nothing for pages without content (404, React-only pages)', () => {
    expect(
      extractSections(
        '<html><head><title>404</title></head><body><main><h1>Page Not Found</h1></main></body></html>',
        '/404.html',
      ),
    ).toEqual([]);
  });

  it('takes the template off a title', () => {
    expect(untemplate('Forking · Tevm', '%s · Tevm')).toBe('Forking');
    expect(untemplate('Tevm Node', '%s · Tevm')).toBe('Tevm Node');
  });
});
