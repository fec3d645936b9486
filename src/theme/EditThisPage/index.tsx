import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import IconEdit from '@theme/Icon/Edit';
import type {Props} from '@theme/EditThisPage';

/** The footer edit link, "Edit page". */
export default function EditThisPage({editUrl}: Props): ReactNode {
  const editLinkText = 'Edit page';
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      {editLinkText}
    </Link>
  );
}
