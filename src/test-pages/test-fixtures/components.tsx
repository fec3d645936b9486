import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import Banner from '@site/src/components/Banner';
import NavMenu from '@site/src/components/NavMenu';
import ThemeToggle from '@site/src/components/ThemeToggle';
import {bannerFromThemeConfig} from '@site/src/lib/banner';
import {useSiteThemeConfig} from '@site/src/hooks/useSiteThemeConfig';

/**
 * Test-only page (DOCS_TEST_BUILD=1): the site components with inputs the
 * real configuration does not use — a banner with `isCloseable: false`
 * and a dropdown with more than three items, a www link and an internal
 * link with a fragment, and theme toggles under fixed colour schemes.
 */
const moreItems = [
  {label: 'Forking: pinning a block', to: '/core/forking#pinning-a-block'},
  {label: 'Mining Modes', to: '/core/mining-modes'},
  {label: 'Example (www)', href: 'https://www.example.com'},
  {label: 'Viem', href: 'https://viem.sh/'},
];

export default function ComponentsFixture(): ReactNode {
  const banner = bannerFromThemeConfig(useSiteThemeConfig())!;
  return (
    <Layout title="Component fixtures">
      <main className="container margin-vert--lg">
        <Heading as="h1">Component fixtures</Heading>
        <section aria-label="Undismissable banner" className="margin-bottom--lg">
          <Banner banner={{...banner, isCloseable: false}} onClose={() => undefined} />
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
              <NavMenu label="More" items={moreItems} />
              <NavMenu label="Few" items={moreItems.slice(0, 3)} />
            </div>
          </div>
        </nav>
      </main>
    </Layout>
  );
}
