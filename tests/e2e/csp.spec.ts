import {expect, test} from './fixtures';

/**
 * The Content-Security-Policy in a browser: each page runs under the policy
 * scripts/serve.mjs sends without a violation. The header itself (hashes, no
 * unsafe-inline) is checked without a browser in tests/build/serve.test.mjs.
 */
for (const route of ['/', '/core/forking', '/reference/node', '/missing-for-csp']) {
  test(`${route} runs under the policy without a violation`, async ({page, consoleErrors}) => {
    await page.addInitScript(() => {
      (window as unknown as {cspViolations: string[]}).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as {cspViolations: string[]}).cspViolations.push(
          `${e.violatedDirective} ${e.blockedURI}`,
        ),
      );
    });
    await page.goto(route);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations),
    ).toEqual([]);
    if (route.startsWith('/missing')) consoleErrors.length = 0;
  });
}
