import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {Props} from '@theme/Error';

import ErrorScreen, {errorTitle} from '@site/src/components/ErrorScreen';

/**
 * Ejected from theme-classic 3.10.2: errors caught at the root (the route
 * component itself failed) show the site's error screen — status and status
 * text, chunk-load recovery — rendered without the theme layout, which may be
 * what failed.
 */
export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <>
      <Head>
        <title>{errorTitle()}</title>
      </Head>
      <ErrorScreen error={error} tryAgain={tryAgain} />
    </>
  );
}
