import type {ReactNode} from 'react';
import type {Props} from '@theme/Error';

import ErrorScreen from '@site/src/components/ErrorScreen';

/** Errors caught inside the layout (the page content failed). */
export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return <ErrorScreen error={error} tryAgain={tryAgain} />;
}
