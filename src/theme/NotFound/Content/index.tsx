import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

/**
 * Ejected from theme-classic 3.10.2 for two things upstream does not do
 * (ARCHITECTURE.md "Not-found page"): a link home, and the page title — the
 * docs plugin (mounted at `/`) renders this directly for unknown paths,
 * without the NotFound page that sets it. Texts: translation ids with
 * English defaults (`npx docusaurus write-translations` lists them).
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  return (
    <>
      <PageMetadata title={title} />
      <main className={clsx('container margin-vert--xl', className)}>
        <div className="row">
          <div className="col col--6 col--offset-3">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p>
              <Translate id="site.NotFound.text">
                The page you were looking for could not be found.
              </Translate>
            </p>
            <p>
              <Link className="button button--primary" to="/">
                <Translate id="site.NotFound.home">Go to Home Page</Translate>
              </Link>
            </p>
          </div>
        </div>
      </main>
    </>
  );
}
