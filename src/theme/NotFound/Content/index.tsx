import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

/**
 * SPEC §2 "Not-found page": minimal layout, fixed texts, a way home. The docs
 * plugin (mounted at `/`) renders this directly for unknown paths, without the
 * NotFound page wrapper, so the title is set here.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <>
      <PageMetadata title="Page Not Found" />
      <main className={clsx('container margin-vert--xl', className)} data-layout="minimal">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <Heading as="h1" className="hero__title">
              Page Not Found
            </Heading>
            <p>The page you were looking for could not be found.</p>
            <p>
              <Link className="button button--primary" to="/">
                Go to Home Page
              </Link>
            </p>
          </div>
        </div>
      </main>
    </>
  );
}
