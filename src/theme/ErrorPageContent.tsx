import type {ReactNode} from 'react';
import type {Props} from '@theme/Error';

import ErrorScreen from '@site/src/components/ErrorScreen';

/**
 * Ejected from theme-classic 3.10.2: errors caught inside the layout (the page
 * content failed) show the same error screen as the root (src/components/ErrorScreen).
 */
export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return <ErrorScreen error={error} tryAgain={tryAgain} />;
}
