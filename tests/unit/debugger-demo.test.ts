import {readFileSync} from 'node:fs';

/**
 * The live debugger (src/components/DebuggerDemo) is the code that /examples/debugger-ui shows:
 * the page's `debugger-core.ts` block is the component's core plus a checks section (which the
 * example tests run), and its `Debugger.tsx` block is the component file itself. Both listings
 * live in partials next to the page (docs/examples/_debugger-*.mdx), which the page renders with
 * src/components/DeferredContent so that their JavaScript loads after hydration. The type-check
 * of the page's component block uses src/codeblocks/types/debugger-demo.d.ts for the core, so
 * that declaration must list every export of the core.
 */
const page = readFileSync('docs/examples/debugger-ui.mdx', 'utf8');
const listings = ['_debugger-core.mdx', '_debugger-component.mdx']
  .map((f) => readFileSync(`docs/examples/${f}`, 'utf8'))
  .join('\n');
const core = readFileSync('src/components/DebuggerDemo/debugger-core.ts', 'utf8').trimEnd();
const component = readFileSync('src/components/DebuggerDemo/Debugger.tsx', 'utf8').trimEnd();
const declarations = readFileSync('src/codeblocks/types/debugger-demo.d.ts', 'utf8');

/** The body of the first fence whose meta has title="<title>". */
function block(title: string): string {
  const match = new RegExp(
    '^```\\w+ title="' + title.replace('.', '\\.') + '"[^\\n]*\\n([\\s\\S]*?)\\n```$',
    'm',
  ).exec(listings);
  if (!match) throw new Error(`no block titled ${title} in the page's listings`);
  return match[1]!;
}

test('the page shows the live debugger core, followed only by its checks', () => {
  const shown = block('debugger-core.ts');
  expect(shown.startsWith(core)).toBe(true);
  expect(shown.slice(core.length)).toMatch(/^\n\n\/\/ ---- Checks/);
});

test('the page shows the live debugger component unchanged', () => {
  expect(block('Debugger.tsx')).toBe(component);
});

test('the examples type declaration covers every export of the core', () => {
  const exported = [...core.matchAll(/^export (?:async )?(?:type|function) (\w+)/gm)].map(
    (m) => m[1],
  );
  expect(exported.length).toBeGreaterThan(5);
  for (const name of exported)
    expect(declarations).toMatch(new RegExp(`export (?:type|function) ${name}\\b`));
});

test('the page renders both listings', () => {
  expect(page).toMatch(
    /^export const CoreListing = deferred\(\(\) => import\('\.\/_debugger-core\.mdx'\)\)$/m,
  );
  expect(page).toMatch(
    /^export const ComponentListing = deferred\(\(\) => import\('\.\/_debugger-component\.mdx'\)\)$/m,
  );
  expect(page).toMatch(/^<CoreListing \/>$/m);
  expect(page).toMatch(/^<ComponentListing \/>$/m);
});
