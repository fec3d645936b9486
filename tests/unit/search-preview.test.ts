import {PREVIEW_CHARS, cutCode, cutText, previewHtml} from '../../src/search/engine/preview';
import {htmlToText, parseSafeHtml} from '../../src/search/engine/safeHtml';

describe('search preview', () => {
  it('keeps a short section as it is', () => {
    const html = '<p>Fork <code>mainnet</code> at a block.</p><ul><li>one</li><li>two</li></ul>';
    expect(previewHtml(html)).toBe(html);
  });

  it('cuts text at a word boundary with an ellipsis and closes open elements', () => {
    const words = Array.from({length: 200}, (_, i) => `word${i}`).join(' ');
    const out = previewHtml(
      `<blockquote><p><strong>${words}</strong></p></blockquote><p>after</p>`,
      {maxChars: 50},
    );
    expect(out).toMatch(
      /^<blockquote><p><strong>word0 word1 .*word\d+…<\/strong><\/p><\/blockquote>$/,
    );
    expect(htmlToText(out).length).toBeLessThanOrEqual(51);
    expect(out).not.toContain('after');
  });

  it('keeps the first lines of a code block and counts them against the budget', () => {
    const out = previewHtml('<p>intro</p><pre><code>l1\nl2\nl3\nl4\nl5</code></pre><p>tail</p>', {
      codeLines: 3,
    });
    expect(out).toBe('<p>intro</p><pre><code>l1\nl2\nl3\n…</code></pre><p>tail</p>');
    // A code block that no longer fits ends the preview.
    expect(
      previewHtml('<p>intro</p><pre><code>a long line of code</code></pre><p>tail</p>', {
        maxChars: 8,
      }),
    ).toBe('<p>intro</p>');
  });

  it('escapes text again, so markup in a page stays text', () => {
    const out = previewHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>');
    expect(out).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>');
    expect(JSON.stringify(parseSafeHtml(out))).not.toContain('"tag":"script"');
  });

  it('drops elements left empty and holds at most PREVIEW_CHARS characters of prose', () => {
    const long = `<p>${'lorem ipsum '.repeat(200)}</p><ul><li>x</li></ul>`;
    const out = previewHtml(long);
    expect(out).not.toContain('<ul>');
    expect(htmlToText(out).length).toBeLessThanOrEqual(PREVIEW_CHARS + 1);
    expect(htmlToText(out).length).toBeGreaterThan(PREVIEW_CHARS / 2);
  });

  it('cutText and cutCode', () => {
    expect(cutText('short', 10)).toBe('short');
    expect(cutText('alpha beta gamma delta', 12)).toBe('alpha beta…');
    expect(cutText('abcdefghijklmnop', 5)).toBe('abcde…');
    expect(cutCode('a\nb', 3)).toBe('a\nb');
    expect(cutCode('a\nb\nc\nd', 2)).toBe('a\nb\n…');
  });
});
