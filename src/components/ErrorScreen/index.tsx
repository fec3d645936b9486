import {useEffect, type ReactNode} from 'react';

import {describeError} from '@site/src/site/errors';
import {claimReload, isChunkLoadError, isRecentReload} from '@site/src/site/chunkRecovery';
import {currentDocumentLoad} from '@site/src/site/documentLoad';

interface Props {
  error: unknown;
  tryAgain?: () => void;
}

/**
 * SPEC §8 "Router-level errors": 'Unexpected Application Error!' with the
 * status and status text, or the message. Deliberately simple (no theme
 * hooks) so that it can render even when the layout itself has failed.
 */
export default function ErrorScreen({error, tryAgain}: Props): ReactNode {
  const {detail} = describeError(error);
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    // A page chunk that no longer exists (redeploy): reload once, never loop.
    if (!chunkError) return;
    if (
      claimReload(window.sessionStorage, Date.now(), {
        justReloaded: isRecentReload(currentDocumentLoad()),
      })
    ) {
      window.location.reload();
    } else console.error('A page module failed to load and a reload did not help:', error);
  }, [chunkError, error]);
  return (
    <main className="container margin-vert--xl" role="alert">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">Unexpected Application Error!</h1>
          <p data-testid="error-detail">
            <code>{detail}</code>
          </p>
          <p>
            {tryAgain && (
              <button
                type="button"
                className="button button--primary margin-right--md"
                onClick={tryAgain}>
                Try again
              </button>
            )}
            <a className="button button--secondary" href="/">
              Go to Home Page
            </a>
          </p>
        </div>
      </div>
    </main>
  );
}
