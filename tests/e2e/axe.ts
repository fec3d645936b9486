import axe from 'axe-core';
import type {Page} from '@playwright/test';

/** The part of axe-core's (internal) rule objects read here. */
interface AuditRule {
  id: string;
  impact?: string;
}

/**
 * axe-core run in the page as it is now, returning the serious and critical violations.
 *
 * axe-core is injected once per document with `page.evaluate` and run directly: the
 * @axe-core/playwright builder re-injects it into every frame on every run and finishes each
 * run in a fresh page, which made the per-route runs the slowest part of the suite (about
 * 1.5 s against 0.5 s on /core/forking). The site has no iframes, the builder's reason for that.
 */
export async function seriousViolations(
  page: Page,
  {
    include,
    exclude = [],
    rules,
  }: {include?: string; exclude?: string[]; rules?: readonly string[]} = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({include, exclude, rules}) => {
      const {axe: run} = window as unknown as {axe: typeof axe};
      const context = {
        ...(include ? {include: [[include]]} : {}),
        exclude: exclude.map((selector) => [selector]),
      };
      // Only the rules that can report what is read. A rule with an impact of its own reports
      // every violation at that impact (axe's finalizeRuleResult overrides its checks' impacts),
      // so a minor or moderate one can never fail these checks: those are switched off, and the
      // rest of axe's default selection (which leaves out experimental rules) stays as it is.
      // Read from the axe-core that runs, so an upgrade that raises a rule brings it back in.
      const audit = (run as unknown as {_audit: {rules: AuditRule[]}})._audit;
      const cannotFail = audit.rules.filter((r) => r.impact === 'minor' || r.impact === 'moderate');
      // Only violations are read: axe then keeps one node per passing or incomplete rule
      // instead of every node it looked at.
      const results = await run.run(context as never, {
        resultTypes: ['violations'],
        ...(rules
          ? {runOnly: {type: 'rule' as const, values: [...rules]}}
          : {rules: Object.fromEntries(cannotFail.map((r) => [r.id, {enabled: false}]))}),
      });
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        );
    },
    {include, exclude, rules},
  );
}

/**
 * A theme switch changes colours only, not the document, so after a full run in one theme
 * the other theme needs only the rules that read colours.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;
