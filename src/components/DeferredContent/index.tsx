/**
 * Server-rendered content whose JavaScript loads after the page has hydrated.
 *
 * `deferred(() => import('./_listing.mdx'))` returns a component that the static build renders
 * in full (Docusaurus waits for every Suspense boundary before writing the HTML), so the text is
 * in the page, in search and in the outline's sections. In the browser, React keeps that server
 * HTML as it is during hydration and fetches the module only once the page has hydrated
 * (`html[data-has-hydrated="true"]`). Long code listings on /examples/debugger-ui use it, so
 * they are not part of that page's first-load JavaScript, and so do the rare content blocks every
 * MDX page may use without an import (src/theme/MDXComponents): a page without them never loads
 * them, a page with them hydrates them after the rest. Props pass through. After a client-side
 * navigation the page is already hydrated and the module loads at once.
 */
import {Suspense, lazy, type ComponentType} from 'react';

/**
 * Resolves in a new task once Docusaurus has marked the document as hydrated. The extra task
 * matters: React may go on rendering (and so call the loader) in the same task that set the
 * attribute, which would still compete with hydration.
 */
function afterHydration(): Promise<void> {
  const root = document.documentElement;
  const hydrated = () => root.getAttribute('data-has-hydrated') === 'true';
  return new Promise<void>((resolve) => {
    if (hydrated()) return resolve();
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
  }).then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

export function deferred<P extends object = object>(
  load: () => Promise<{default: ComponentType<P>}>,
): ComponentType<P> {
  const Content = lazy(() =>
    typeof window === 'undefined' ? load() : afterHydration().then(load),
  );
  return function DeferredContent(props: P) {
    return (
      <Suspense fallback={null}>
        <Content {...props} />
      </Suspense>
    );
  };
}
