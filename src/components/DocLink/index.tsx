import type {ComponentProps, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLayoutDoc} from '@docusaurus/plugin-content-docs/client';

type Props = Omit<ComponentProps<typeof Link>, 'to' | 'href'> & {
  /** A doc id (`getting-started/overview`); an unknown id fails the build (useLayoutDoc throws). */
  doc: string;
  /** An anchor on that doc, without `#`. */
  hash?: string;
};

/**
 * A link to a doc by id, in the reader's docs version: on a versioned site the landing of
 * `/next` links `/next/…` and the released landing its own pages, where a written path
 * (`/core/forking`) would always lead to the version served at the docs root.
 */
export default function DocLink({doc, hash, ...props}: Props): ReactNode {
  const target = useLayoutDoc(doc);
  return <Link {...props} to={`${target?.path ?? '/'}${hash ? `#${hash}` : ''}`} />;
}
