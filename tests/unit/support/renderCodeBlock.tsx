import type {ReactNode} from 'react';
import type {RenderProps} from 'prism-react-renderer';

/**
 * Renders Highlight's output like theme-classic's CodeBlock/Content and
 * CodeBlock/Line: a line div per line, a span per token, a <br>, and an empty
 * line's single "\n" token written as '' (Line's fixLineBreak).
 */
export function renderCodeBlock({
  className,
  style,
  tokens,
  getLineProps,
  getTokenProps,
}: RenderProps): ReactNode {
  return (
    <pre className={className} style={style}>
      <code>
        {tokens.map((raw, i) => {
          const line =
            raw.length === 1 && raw[0]!.content === '\n' ? [{...raw[0]!, content: ''}] : raw;
          return (
            <div key={i} {...getLineProps({line})}>
              {line.map((token, j) => (
                <span key={j} {...getTokenProps({token})} />
              ))}
              <br />
            </div>
          );
        })}
      </code>
    </pre>
  );
}
