import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import IconHome from '@theme/Icon/Home';
// Upstream's own stylesheet (the icon's size), not a copy: the same class in the HTML.
import styles from '@docusaurus/theme-classic/lib/theme/DocBreadcrumbs/Items/Home/styles.module.css';

/**
 * Ejected for one change: the home link goes to the home of the reader's docs version. The docs
 * are at the site root, so upstream's `useBaseUrl('/')` is the home of the version served there,
 * and on `/next/…` the breadcrumbs' first link would leave `/next`. Without versions (or without
 * a doc at the version's root) it is upstream's link.
 */
export default function HomeBreadcrumbItem(): ReactNode {
  const siteHome = useBaseUrl('/');
  const version = useActiveVersion(undefined);
  // A version's root doc has the path `/next/`, the version itself `/next`.
  const atRoot = (path: string) => path.replace(/(.)\/$/, '$1') === version?.path;
  const homeHref = version?.docs.some((doc) => atRoot(doc.path)) ? version.path : siteHome;
  return (
    <li className="breadcrumbs__item">
      <Link
        aria-label={translate({id: 'theme.docs.breadcrumbs.home', message: 'Home page'})}
        className="breadcrumbs__link"
        href={homeHref}>
        <IconHome className={styles.breadcrumbHomeIcon} />
      </Link>
    </li>
  );
}
