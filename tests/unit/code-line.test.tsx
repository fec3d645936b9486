/**
 * @jest-environment jsdom
 */
import {render} from '@testing-library/react';
import type {Props} from '@theme/CodeBlock/Line';

import Line from '../../src/theme/CodeBlock/Line';

const renders = jest.fn();
jest.mock(
  '@theme-original/CodeBlock/Line',
  () => ({
    __esModule: true,
    default: (props: Props) => {
      renders(props);
      return <span>{props.line.map((token) => token.content).join('')}</span>;
    },
  }),
  {virtual: true},
);

const line = [{types: ['keyword'], content: 'const'}];
const getLineProps = jest.fn();
const getTokenProps = jest.fn();
const props = (classNames?: string[]): Props => ({
  line,
  classNames,
  showLineNumbers: false,
  getLineProps,
  getTokenProps,
});

describe('code block line (src/theme/CodeBlock/Line)', () => {
  beforeEach(() => renders.mockClear());

  it('skips a line whose tokens, helpers and classes are unchanged, class names compared by value', () => {
    const {rerender} = render(<Line {...props(['highlighted'])} />);
    rerender(<Line {...props(['highlighted'])} />);
    expect(renders).toHaveBeenCalledTimes(1);
    rerender(<Line {...props(['highlighted'])} />);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('renders again when the class names, tokens or theme helpers change', () => {
    const {rerender} = render(<Line {...props(['a'])} />);
    rerender(<Line {...props(['a', 'b'])} />);
    expect(renders).toHaveBeenCalledTimes(2);
    rerender(<Line {...props(['a', 'b'])} line={[{types: ['plain'], content: 'let'}]} />);
    expect(renders).toHaveBeenCalledTimes(3);
    rerender(<Line {...props(['a', 'b'])} getTokenProps={jest.fn()} />);
    expect(renders).toHaveBeenCalledTimes(4);
    rerender(<Line {...props(undefined)} getTokenProps={getTokenProps} />);
    expect(renders).toHaveBeenCalledTimes(5);
  });
});
