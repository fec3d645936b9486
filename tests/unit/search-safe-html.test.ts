import {
  decodeEntities,
  escapeHtml,
  htmlToText,
  parseSafeHtml,
  safeNodesToText,
} from '../../src/search/engine/safeHtml';

describe('the html field: parse', () => {
  it('keeps allowed, attribute-free elements as elements', () => {
    expect(parseSafeHtml('<p>a <code>b</code></p><br><ul><li>c</li></ul>')).toEqual([
      {
        type: 'element',
        tag: 'p',
        children: [
          {type: 'text', text: 'a '},
          {type: 'element', tag: 'code', children: [{type: 'text', text: 'b'}]},
        ],
      },
      {type: 'element', tag: 'br', children: []},
      {
        type: 'element',
        tag: 'ul',
        children: [{type: 'element', tag: 'li', children: [{type: 'text', text: 'c'}]}],
      },
    ]);
  });

  it('turns every other tag — unknown names, any attribute — into text', () => {
    const nodes = parseSafeHtml(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><p onclick="x">y</p><a href="javascript:z">z</a>',
    );
    // The stray </p> closes nothing (it only separates words); everything else is text.
    expect(nodes).toEqual([
      {
        type: 'text',
        text: '<img src=x onerror="alert(1)"><script>alert(2)</script><p onclick="x">y <a href="javascript:z">z</a>',
      },
    ]);
  });

  it('decodes character references into text, never into markup', () => {
    expect(parseSafeHtml('&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp; &#60;b&#x3e;')).toEqual([
      {type: 'text', text: '<script>alert(1)</script> &amp; <b>'},
    ]);
    expect(decodeEntities('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });

  it('closes unclosed elements and ignores unmatched closing tags', () => {
    expect(safeNodesToText(parseSafeHtml('<ul><li>a<li>b</ul></p>c'))).toBe('a b c');
    expect(parseSafeHtml('<strong>x')).toEqual([
      {type: 'element', tag: 'strong', children: [{type: 'text', text: 'x'}]},
    ]);
  });

  it('escapes text so that it parses back to the same text', () => {
    const hostile = `<img src=x onerror="alert('x')"> & </p>`;
    expect(escapeHtml(hostile)).toBe(`&lt;img src=x onerror="alert('x')"&gt; &amp; &lt;/p&gt;`);
    expect(parseSafeHtml(escapeHtml(hostile))).toEqual([{type: 'text', text: hostile}]);
  });
});

describe('the html field: plain text', () => {
  it('separates words at block edges, table cells and line breaks, not at inline edges', () => {
    const html =
      '<p>one</p><p>two</p><table><tr><td>a</td><td>b</td></tr></table>x<br>y <strong>bo</strong>ld <code>c</code>';
    expect(htmlToText(html)).toBe('one two a b x y bold c');
  });

  it('agrees with the tree reading', () => {
    const samples = [
      '<p>a&lt;b&gt;</p><pre><code>line1\nline2</code></pre><blockquote>q<p>r</p></blockquote>',
      '<ul><li>a<li>b</ul><img src=x>text</p>more',
      '<h4>Title</h4><dl><dt>k</dt><dd>v</dd></dl>\u200bzero',
    ];
    for (const html of samples) expect(htmlToText(html)).toBe(safeNodesToText(parseSafeHtml(html)));
  });

  it('collapses whitespace and drops zero-width spaces', () => {
    expect(htmlToText('  a\n\n\tb\u200b  ')).toBe('a b');
  });
});
