import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';

import {describeError} from '@site/src/site/errors';

/** SPEC §8: "Unexpected Application Error!" with status + status text, or the message. */
export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  const {detail} = describeError(error);
  return (
    <main className="container margin-vert--xl" role="alert">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Unexpected Application Error!
          </Heading>
          <p data-testid="error-detail">
            <code>{detail}</code>
          </p>
          <button type="button" className="button button--primary" onClick={tryAgain}>
            Try again
          </button>
        </div>
      </div>
    </main>
  );
}
