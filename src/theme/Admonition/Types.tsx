import AdmonitionTypes from '@theme-original/Admonition/Types';

import AdmonitionTypeSuccess from '@site/src/components/Callout/Success';

/** Callouts note, info, tip, warning, danger (theme-classic) plus a real `success`. */
export default {
  ...AdmonitionTypes,
  success: AdmonitionTypeSuccess,
};
