import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import IconEdit from '@theme/Icon/Edit';
import type {Props} from '@theme/EditThisPage';

import siteConfig from '@site/src/site/config';

/** The footer edit link, with the configured text ("Edit page"). */
export default function EditThisPage({editUrl}: Props): ReactNode {
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      {siteConfig.editLink.text}
    </Link>
  );
}
