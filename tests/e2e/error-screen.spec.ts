import {expect, test} from './fixtures';

// These routes exist only in test builds (DOCS_TEST_BUILD=1, tests/fixtures/pages).
test('a router-style error shows status and status text', async ({page, consoleErrors}) => {
  await page.goto('/test-fixtures/error-status');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Unexpected Application Error!');
  await expect(page.getByTestId('error-detail')).toHaveText('405 Method Not Allowed');
  // React reports the caught error on the console; that is the point of this page.
  consoleErrors.length = 0;
});

test('a plain error shows its message', async ({page, consoleErrors}) => {
  await page.goto('/test-fixtures/error-message');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Unexpected Application Error!');
  await expect(page.getByTestId('error-detail')).toHaveText(
    'Fixture failure: the component threw on purpose',
  );
  consoleErrors.length = 0;
});
