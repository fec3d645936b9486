/**
 * Every page is also served at `path.html`. The router only knows `path`, so
 * before it reads the location (this module runs before hydration) the
 * address is rewritten in place: no reload, no hydration mismatch.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {htmlUrlToCleanPath} from '../lib/routes';

if (ExecutionEnvironment.canUseDOM) {
  const clean = htmlUrlToCleanPath(window.location.pathname);
  if (clean !== null) {
    window.history.replaceState(
      window.history.state,
      '',
      `${clean}${window.location.search}${window.location.hash}`,
    );
  }
}
