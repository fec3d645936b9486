import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import IconEdit from '@theme/Icon/Edit';
import type {Props} from '@theme/EditThisPage';

import {useSiteConfig} from '@site/src/hooks/useSiteConfig';

/** The footer edit link, with the configured text ("Edit page"). */
export default function EditThisPage({editUrl}: Props): ReactNode {
  const {editLinkText} = useSiteConfig();
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      {editLinkText}
    </Link>
  );
}
