import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import Banner from '@site/src/components/Banner';
import NavMenu from '@site/src/components/NavMenu';
import ThemeToggle from '@site/src/components/ThemeToggle';
import siteConfig from '@site/src/site/config';
import {toNavbarItem} from '@site/src/site/navbar';
import type {NavItem} from '@site/src/site/types';

/**
 * Test-only page (DOCS_TEST_BUILD=1): the site components with inputs the
 * real configuration does not use — a banner with `dismissable: 'false'`
 * and a dropdown with more than three items, a www link and an internal
 * link with a fragment, and theme toggles under fixed colour schemes.
 */
const moreItems: NavItem[] = [
  {text: 'Forking: pinning a block', link: '/core/forking#pinning-a-block'},
  {text: 'Mining Modes', link: '/core/mining-modes'},
  {text: 'Example (www)', link: 'www.example.com'},
  {text: 'Viem', link: 'https://viem.sh/'},
];

export default function ComponentsFixture(): ReactNode {
  const banner = siteConfig.banner!;
  return (
    <Layout title="Component fixtures">
      <main className="container margin-vert--lg">
        <Heading as="h1">Component fixtures</Heading>
        <section aria-label="Undismissable banner" className="margin-bottom--lg">
          <Banner banner={{...banner, id: 'fixture', dismissable: 'false'}} onClose={() => undefined} />
        </section>
        <section aria-label="Theme toggles" className="margin-bottom--lg">
          <div data-scheme="system">
            <ThemeToggle scheme="system" />
          </div>
          <div data-scheme="light">
            <ThemeToggle scheme="light" />
          </div>
          <div data-scheme="dark">
            <ThemeToggle scheme="dark" />
          </div>
        </section>
        <nav className="navbar" aria-label="Fixture menus">
          <div className="navbar__inner">
            <div className="navbar__items">
              <NavMenu
                label="More"
                items={moreItems.map((item) => toNavbarItem(item, true) as {label: string; to: string})}
              />
              <NavMenu label="Few" items={moreItems.slice(0, 3).map((item) => toNavbarItem(item, true) as {label: string; to: string})} />
            </div>
          </div>
        </nav>
      </main>
    </Layout>
  );
}
