import type {ReactNode} from 'react';
import Container from '@theme-original/CodeBlock/Container';
import type ContainerType from '@theme/CodeBlock/Container';
import type {WrapperProps} from '@docusaurus/types';

import {BLOCK_ATTR} from '@site/src/quickinfo/data';
import {useTypesBlock} from '@site/src/quickinfo/ui/marks';

type Props = WrapperProps<typeof ContainerType>;

/** The code block's container, naming the block's types data when it has some (src/quickinfo). */
export default function ContainerWrapper(props: Props): ReactNode {
  const key = useTypesBlock();
  return <Container {...props} {...(key ? {[BLOCK_ATTR]: key} : {})} />;
}
