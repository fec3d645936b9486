import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {Props} from '@theme/Error';

import ErrorScreen from '@site/src/components/ErrorScreen';

/**
 * Errors caught at the root (the route component itself failed). Rendered
 * without the theme layout, which may be what failed.
 */
export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Unexpected Application Error!</title>
      </Head>
      <ErrorScreen error={error} tryAgain={tryAgain} />
    </>
  );
}
