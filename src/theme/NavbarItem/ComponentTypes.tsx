import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

import Socials from '@site/src/components/Socials';

/** A navbar item type whose code loads when an item of that type first renders. */
function loadedOnUse<P extends object>(
  load: () => Promise<{default: ComponentType<P>}>,
): (props: P) => ReactNode {
  const Item = lazy(load);
  return function LazyNavbarItem(props: P): ReactNode {
    return (
      <Suspense fallback={null}>
        <Item {...props} />
      </Suspense>
    );
  };
}

/**
 * theme-classic's navbar item types plus `custom-socials` (icons from the
 * site configuration). The locale and docs-version items stay available but
 * load on use: the site has one locale and one docs version, and their code
 * was part of every page's first load.
 */
export default {
  default: DefaultNavbarItem,
  localeDropdown: loadedOnUse(() => import('@theme/NavbarItem/LocaleDropdownNavbarItem')),
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersion: loadedOnUse(() => import('@theme/NavbarItem/DocsVersionNavbarItem')),
  docsVersionDropdown: loadedOnUse(() => import('@theme/NavbarItem/DocsVersionDropdownNavbarItem')),
  'custom-socials': Socials,
} satisfies ComponentTypesObject;
