import type {ReactNode} from 'react';

import {translate} from '@docusaurus/Translate';
import StaticIsland from '@site/src/components/StaticIsland';

import ApiTables from './LazyTables';
import styles from './styles.module.css';
import type {ApiPage} from './types';

/**
 * What an MDX page's `import api from '@site/src/data/api/<slug>.json'` gives
 * in the browser build: the file's name and packages, not its data
 * (src/plugins/api-table-stubs/api-table-stub-loader.cjs).
 */
interface ApiPageStub {
  stub: string;
  packages: string[];
}

interface Props {
  /** A generated table: `import api from '@site/src/data/api/<slug>.json'`. */
  api: ApiPage | ApiPageStub;
  /** Render only this package's table (for pages that cover several packages). */
  package?: string;
}

const ISLAND = 'data-api-tables';

/** Names the tables a page shows, the same on the server and in the stub. */
function islandKey(packages: string[], only: string | undefined): string {
  return only ?? packages.join(' ');
}

/**
 * Export tables generated from the installed packages' type declarations
 * (scripts/api-tables.mjs). One table per package; each row has an `api-<name>` anchor.
 * The `<table>` carries data-search="names": site search indexes only its name column.
 *
 * The tables are static, so the browser does not need their data to hydrate
 * them: the page keeps the server's markup, and the data (a separate chunk)
 * is loaded only when a client-side navigation renders the tables afresh.
 * A reference page's first-load JavaScript is then no bigger than any other
 * docs page's.
 */
export default function ApiTable({api, package: only}: Props): ReactNode {
  const isStub = 'stub' in api;
  return (
    <StaticIsland<ApiPage>
      attribute={ISLAND}
      islandKey={islandKey(isStub ? api.packages : api.packages.map((p) => p.package), only)}
      data={isStub ? undefined : api}
      load={() =>
        import(`@site/src/data/api/${isStub ? api.stub : ''}.json`).then(
          (m: {default: ApiPage}) => m.default,
        )
      }
      notes={{
        loading: translate({id: 'site.apiTable.loading', message: 'Loading the export table…'}),
        failed: translate({
          id: 'site.apiTable.failed',
          message: 'The export table could not be loaded; reload the page to try again.',
        }),
      }}
      noteClassName={styles.note}>
      {(data) => <ApiTables api={data} only={only} />}
    </StaticIsland>
  );
}
