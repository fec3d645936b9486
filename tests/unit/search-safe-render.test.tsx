/** @jest-environment jsdom */
import {render} from '@testing-library/react';

import SafeHtml, {Highlighted} from '../../src/search/ui/SafeHtml';

describe('SafeHtml (the html field in the dialog)', () => {
  const hostile =
    '<p>Use &lt;img src=x onerror="window.__x=1"&gt; here</p>' +
    '<img src=x onerror="window.__x=2"><script>window.__x=3</script>' +
    '<p onclick="window.__x=4">attr</p><iframe src="javascript:window.__x=5"></iframe>' +
    '<pre><code>&lt;script&gt;window.__x=6&lt;/script&gt;</code></pre>';

  it('renders markup and script as text: no element but the allowed ones, no attribute at all', () => {
    const {container} = render(<SafeHtml html={hostile} terms={['img']} className="detail" />);
    const root = container.firstElementChild!;
    expect(
      root.querySelectorAll('img, script, iframe, a, [onclick], [onerror], [src], [href]'),
    ).toHaveLength(0);
    for (const el of root.querySelectorAll('*')) expect(el.attributes).toHaveLength(0);
    expect([...root.querySelectorAll('*')].map((el) => el.tagName.toLowerCase())).toEqual([
      'p',
      'mark',
      'mark',
      'pre',
      'code',
    ]);
    expect(root.textContent).toContain('Use <img src=x onerror="window.__x=1"> here');
    expect(root.textContent).toContain('<script>window.__x=3</script>');
    expect(root.textContent).toContain('<script>window.__x=6</script>');
    expect((window as unknown as {__x?: number}).__x).toBeUndefined();
  });

  it('keeps allowed structure and highlights matched words', () => {
    const {container} = render(
      <SafeHtml html="<p>Fork a <code>fork</code></p><ul><li>forks</li></ul>" terms={['fork']} />,
    );
    expect(container.innerHTML).toBe(
      '<div><p><mark>Fork</mark> a <code><mark>fork</mark></code></p><ul><li>forks</li></ul></div>',
    );
  });

  it('highlights titles as text', () => {
    const {container} = render(<Highlighted text={'<b>Forking</b> & more'} terms={['forking']} />);
    expect(container.innerHTML).toBe('&lt;b&gt;<mark>Forking</mark>&lt;/b&gt; &amp; more');
  });
});
