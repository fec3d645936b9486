// Built HTML read as HTML (parse5), not as minifier output: attribute quoting and order may
// change with a Docusaurus or minifier upgrade without changing what a page says.
import {parse} from 'parse5';

/** Every element of a document, depth first. */
function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child.content ?? child);
  }
}
const attrs = (el) => Object.fromEntries(el.attrs.map((a) => [a.name, a.value]));
const text = (node) =>
  node.nodeName === '#text' ? node.value : (node.childNodes ?? []).map(text).join('');

/** The parts of a built page the build checks read. */
export function readPage(html) {
  const all = [...elements(parse(html))].map((el) => ({el, a: attrs(el)}));
  const metas = all.filter(({el}) => el.tagName === 'meta').map(({a}) => a);
  const h1 = all.find(({el}) => el.tagName === 'h1');
  return {
    canonical: all.find(({el, a}) => el.tagName === 'link' && a.rel === 'canonical')?.a.href,
    description: metas.find((m) => m.name === 'description')?.content,
    ogImages: metas.filter((m) => m.property === 'og:image').map((m) => m.content),
    editHref: all.find(({a}) => (a.class ?? '').split(/\s+/).includes('theme-edit-this-page'))?.a
      .href,
    h1: h1 ? text(h1.el).replace(/\s+/g, ' ').trim() : undefined,
  };
}
