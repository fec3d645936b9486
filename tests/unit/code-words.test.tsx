/** @jest-environment jsdom */
import {render} from '@testing-library/react';

import CodeWords from '../../src/components/CodeWords';

test('CodeWords keeps each hyphenated word of generated code whole and the text unchanged', () => {
  const {container} = render(<CodeWords>{'tevm call --max-fee-per-gas <value>'}</CodeWords>);
  const code = container.querySelector('code');
  expect(code?.textContent).toBe('tevm call --max-fee-per-gas <value>');
  expect([...container.querySelectorAll('code .code-word')].map((s) => s.textContent)).toEqual([
    '--max-fee-per-gas',
  ]);
});
