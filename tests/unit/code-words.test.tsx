/** @jest-environment jsdom */
import {render} from '@testing-library/react';

import CodeWords from '../../src/components/CodeWords';

test('CodeWords keeps each hyphenated word of generated code whole and the text unchanged', () => {
  const text = 'tevm call --max-priority-fee-per-gas <value>';
  const {container} = render(<CodeWords>{text}</CodeWords>);
  expect(container.querySelector('code')?.textContent).toBe(text);
  expect([...container.querySelectorAll('code .code-word')].map((s) => s.textContent)).toEqual([
    '--max-priority-fee-per-gas',
  ]);
});
