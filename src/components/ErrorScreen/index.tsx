import {useEffect, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';

import {describeError} from '@site/src/lib/errors';
import {isChunkLoadError, reloadOnceForChunkError} from '@site/src/lib/chunkRecovery';

/** The error screen's title (also the document title). */
export const errorTitle = (): string =>
  translate({
    id: 'site.error.title',
    message: 'Unexpected Application Error!',
  });

interface Props {
  error: unknown;
  tryAgain?: () => void;
}

/**
 * ARCHITECTURE.md "Error screen": 'Unexpected Application Error!' with the
 * status and status text, or the message. Deliberately simple (no theme
 * hooks) so that
 * it can render even when the layout itself has failed.
 */
export default function ErrorScreen({error, tryAgain}: Props): ReactNode {
  const {detail} = describeError(error);
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    // A page chunk that no longer exists (redeploy): reload once, never loop.
    if (!chunkError) return;
    if (!reloadOnceForChunkError())
      console.error('A page module failed to load and a reload did not help:', error);
  }, [chunkError, error]);
  return (
    <main className="container margin-vert--xl" role="alert">
      <div className="row">
        <div className="col col--6 col--offset-3">
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- @theme/Heading calls theme hooks; this screen must render without them */}
          <h1 className="hero__title">{errorTitle()}</h1>
          <p data-testid="error-detail">
            <code>{detail}</code>
          </p>
          <p>
            {tryAgain && (
              <button
                type="button"
                className="button button--primary margin-right--md"
                onClick={tryAgain}>
                <Translate id="theme.ErrorPageContent.tryAgain">Try again</Translate>
              </button>
            )}
            {/* eslint-disable-next-line @docusaurus/no-html-links -- a full page load: the router may be what failed */}
            <a className="button button--secondary" href="/">
              <Translate id="site.NotFound.home">Go to Home Page</Translate>
            </a>
          </p>
        </div>
      </div>
    </main>
  );
}
