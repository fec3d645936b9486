import {Fragment, type ReactNode} from 'react';

import {WHOLE_WORD, hyphenatedWords} from '@site/src/lib/breakable';

/**
 * A code span whose hyphenated words (`--run`, `get-account`) never end a line at their hyphen:
 * what src/rehype/codeSpans.ts does for Markdown, for code the generated tables render.
 */
export default function CodeWords({children}: {children: string}): ReactNode {
  return (
    <code>
      {hyphenatedWords(children).map(({value, whole}, i) =>
        whole ? (
          <span key={i} className={WHOLE_WORD}>
            {value}
          </span>
        ) : (
          <Fragment key={i}>{value}</Fragment>
        ),
      )}
    </code>
  );
}
