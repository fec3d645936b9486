// Which tests of a Playwright spec visit a route, read from the spec's source: what
// `npm run test:changed` runs of a spec that names a changed page's route. Playwright selects
// tests by title (`--grep`), not by what they do, and `--only-changed` follows imports, not the
// pages a test opens, so this reads the spec with TypeScript's parser: a test visits the route
// when the route's string appears in its body, in a hook of a `describe` around it, or in a
// top-level constant its body uses. Where that cannot be told (the route appears elsewhere, such
// as in a helper function, or a test's title is not a plain string), the whole spec runs.
import ts from 'typescript';

const TEST_NAMES = new Set(['test', 'testOnSharedPage']);
const HOOKS = new Set(['beforeEach', 'beforeAll', 'afterEach', 'afterAll']);

/** `test`, `test.only`, `testOnSharedPage.describe`, … → [base, member] */
function callee(node) {
  const e = node.expression;
  if (ts.isIdentifier(e)) return [e.text, ''];
  if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression))
    return [e.expression.text, e.name.text];
  if (
    ts.isPropertyAccessExpression(e) &&
    ts.isPropertyAccessExpression(e.expression) &&
    ts.isIdentifier(e.expression.expression)
  )
    return [e.expression.expression.text, e.expression.name.text]; // test.describe.serial
  return ['', ''];
}

/** An array literal, also under `as const` or parentheses; else null. */
function arrayOf(node) {
  let n = node;
  while (
    n &&
    (ts.isAsExpression(n) || ts.isParenthesizedExpression(n) || ts.isSatisfiesExpression?.(n))
  )
    n = n.expression;
  return n && ts.isArrayLiteralExpression(n) ? n : null;
}

/** `s` as a literal inside a RegExp source. */
export const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A title as a RegExp source: literal text escaped, `${name}` parts as the value `bound` gives
 * that name (a loop variable), other `${…}` parts as `.*`; null if the title is not a string.
 */
function titlePattern(node, bound = new Map()) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return escapeRe(node.text);
  if (ts.isTemplateExpression(node))
    return [
      escapeRe(node.head.text),
      ...node.templateSpans.map((s) => {
        const value = ts.isIdentifier(s.expression) ? bound.get(s.expression.text) : undefined;
        return `${value === undefined ? '.*' : escapeRe(value)}${escapeRe(s.literal.text)}`;
      }),
    ].join('');
  return null;
}

/**
 * `for (const x of ['/a', …])` or `for (const [x, y] of [['/a', …], …])`: the loop variable's
 * value in the element holding `hit` (the element's string, or its first string), by name.
 */
function loopBinding(loop, hit) {
  const element = arrayOf(loop.expression)?.elements.find(
    (e) => hit.pos >= e.pos && hit.end <= e.end,
  );
  if (!element) return null;
  const decl = ts.isVariableDeclarationList(loop.initializer)
    ? loop.initializer.declarations[0]
    : undefined;
  if (!decl) return null;
  if (ts.isIdentifier(decl.name) && ts.isStringLiteral(element))
    return new Map([[decl.name.text, element.text]]);
  if (
    ts.isArrayBindingPattern(decl.name) &&
    ts.isArrayLiteralExpression(element) &&
    element.elements[0] &&
    ts.isStringLiteral(element.elements[0]) &&
    ts.isBindingElement(decl.name.elements[0]) &&
    ts.isIdentifier(decl.name.elements[0].name)
  )
    return new Map([[decl.name.elements[0].name.text, element.elements[0].text]]);
  return null;
}

/**
 * @param {string} source the spec's text
 * @param {string} route e.g. '/core/forking'
 * @returns {{whole: boolean, titles: string[]}} `titles`: RegExp sources of the test titles that
 *   visit the route (each to match the end of Playwright's full title)
 */
export function testsVisiting(source, route) {
  const sf = ts.createSourceFile('spec.ts', source, ts.ScriptTarget.Latest, true);
  const routeLiteral = new RegExp(`^${escapeRe(route)}(?:[#?].*)?$`);
  /** String literals that are the route (or the route with a fragment or query). */
  const hits = [];
  const visit = (node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      routeLiteral.test(node.text)
    )
      hits.push(node);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  // Top-level constants holding the route: a test that uses one visits it.
  const inside = (node, outer) => node.pos >= outer.pos && node.end <= outer.end;
  const constants = new Set();
  const constantDecls = [];
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.initializer && hits.some((h) => inside(h, d.initializer))) {
        constants.add(d.name.text);
        constantDecls.push(d);
      }
  }
  const usesConstant = (node) => {
    let found = false;
    const walk = (n) => {
      if (found) return;
      if (ts.isIdentifier(n) && constants.has(n.text)) found = true;
      else ts.forEachChild(n, walk);
    };
    walk(node);
    return found;
  };
  /** Test bodies and hooks seen: a use of a route constant outside them cannot be attributed. */
  const scopes = [];

  const titles = [];
  const accounted = new Set();
  let whole = false;
  /**
   * Walks describes and tests; `hooked`: a hook of an enclosing describe visits the route;
   * `bound`: loop variables that hold the route, for the titles of the tests the loop makes.
   */
  const walk = (node, hooked, bound = new Map()) => {
    const list = ts.isForOfStatement(node) ? arrayOf(node.expression) : null;
    if (list) {
      const own = hits.filter((hit) => inside(hit, list));
      const binding = own.length === 1 ? loopBinding(node, own[0]) : null;
      if (binding) {
        accounted.add(own[0]);
        // Only the tests this element makes: a title that uses the loop variable.
        const before = titles.length;
        walk(node.statement, hooked, new Map([...bound, ...binding]));
        if (titles.length === before) whole = true; // the loop made no test we can name
        return;
      }
    }
    if (ts.isCallExpression(node)) {
      const [base, member] = callee(node);
      if (TEST_NAMES.has(base) && member === 'describe') {
        const body = node.arguments.at(-1);
        const hooks = body ? hookCalls(body) : [];
        const visits = hooks.some((h) => visitsRoute(h));
        scopes.push(...hooks);
        for (const h of hooks) for (const hit of hits) if (inside(hit, h)) accounted.add(hit);
        if (body) ts.forEachChild(body, (child) => walk(child, hooked || visits, bound));
        return;
      }
      if (
        TEST_NAMES.has(base) &&
        ['', 'only', 'fixme', 'fail', 'slow'].includes(member) &&
        node.arguments.length >= 2
      ) {
        const body = node.arguments.at(-1);
        scopes.push(body);
        const own = hits.filter((hit) => inside(hit, body));
        own.forEach((hit) => accounted.add(hit));
        const usesBound = [...bound.keys()].some((name) =>
          titlePattern(node.arguments[0], new Map([[name, '\u0000']]))?.includes('\u0000'),
        );
        if (hooked || own.length || usesConstant(body) || usesBound) {
          const title = titlePattern(node.arguments[0], bound);
          if (title === null || title === '.*') whole = true;
          else titles.push(title);
        }
        return;
      }
    }
    ts.forEachChild(node, (child) => walk(child, hooked, bound));
  };
  /** The hook calls (`test.beforeEach(…)`, …) directly in a describe's body. */
  function hookCalls(fn) {
    const calls = [];
    const body = ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) ? fn.body : fn;
    if (!body || !ts.isBlock(body)) return calls;
    for (const s of body.statements)
      if (ts.isExpressionStatement(s) && ts.isCallExpression(s.expression)) {
        const [base, member] = callee(s.expression);
        if (TEST_NAMES.has(base) && HOOKS.has(member)) calls.push(s.expression);
      }
    return calls;
  }
  function visitsRoute(node) {
    return hits.some((hit) => inside(hit, node)) || usesConstant(node);
  }
  // Hooks at the top level apply to every test of the file.
  const topHooks = [];
  for (const s of sf.statements)
    if (ts.isExpressionStatement(s) && ts.isCallExpression(s.expression)) {
      const [base, member] = callee(s.expression);
      if (TEST_NAMES.has(base) && HOOKS.has(member)) topHooks.push(s.expression);
    }
  scopes.push(...topHooks);
  for (const h of topHooks) for (const hit of hits) if (inside(hit, h)) accounted.add(hit);
  walk(sf, topHooks.some(visitsRoute));
  // A route string outside any test, hook or top-level constant (a helper function), or a route
  // constant used outside them (a loop that makes tests): cannot be attributed to tests.
  for (const hit of hits)
    if (!accounted.has(hit) && !constantDecls.some((d) => inside(hit, d))) whole = true;
  const uses = (n) => {
    if (ts.isIdentifier(n) && constants.has(n.text) && !constantDecls.some((d) => d.name === n))
      if (!scopes.some((s) => inside(n, s))) whole = true;
    ts.forEachChild(n, uses);
  };
  uses(sf);
  return {whole, titles: [...new Set(titles)]};
}
