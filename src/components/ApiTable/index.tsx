import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import StaticIsland from '@site/src/components/StaticIsland';
import {PHONE_BREAK, phoneSegments} from '@site/src/lib/breakable';

import styles from './styles.module.css';
import {apiAnchors, cell, omittedText, REFLOW, type ApiPackage, type ApiPage} from './types';

export type {ApiExport, ApiPackage, ApiPage} from './types';

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

/** The export table's column headers (also each cell's label on phones). */
const apiColumns = (): readonly [string, string, string, string] => [
  translate({id: 'site.apiTable.name', message: 'Name', description: 'Export table header'}),
  translate({id: 'site.apiTable.kind', message: 'Kind', description: 'Export table header'}),
  translate({
    id: 'site.apiTable.signature',
    message: 'Signature',
    description: 'Export table header',
  }),
  translate({id: 'site.apiTable.summary', message: 'Summary', description: 'Export table header'}),
];

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
      what="export table"
      noteClassName={styles.note}>
      {(data) => <ApiTables api={data} only={only} />}
    </StaticIsland>
  );
}

function ApiTables({api, only}: {api: ApiPage; only: string | undefined}): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchors = apiAnchors(api);
  const packages = only ? api.packages.filter((p) => p.package === only) : api.packages;
  if (packages.length === 0) throw new Error(`ApiTable: no table for package ${only ?? '(none)'}`);
  return (
    <>
      {packages.map((p) => (
        <PackageTable
          key={p.package}
          pkg={p}
          anchor={(name) => {
            const id = anchors.get(`${p.package} ${name}`)!;
            brokenLinks.collectAnchor(id);
            return id;
          }}
        />
      ))}
    </>
  );
}

/** Code text with its break opportunities (src/lib/breakable.ts); the phone-only ones marked. */
function Breakable({text}: {text: string}): ReactNode {
  return phoneSegments(text).map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece.map((part, j) => (
        <Fragment key={j}>
          {j > 0 && <wbr className={PHONE_BREAK} />}
          {part}
        </Fragment>
      ))}
    </Fragment>
  ));
}

/** A generated table's header row. */
export function ColumnHeaders({columns}: {columns: readonly string[]}): ReactNode {
  return (
    <tr role="row">
      {columns.map((column) => (
        <th key={column} scope="col" role="columnheader">
          {column}
        </th>
      ))}
    </tr>
  );
}

function PackageTable({
  pkg,
  anchor,
}: {
  pkg: ApiPackage;
  anchor: (name: string) => string;
}): ReactNode {
  const values = {
    package: pkg.package,
    version: pkg.version,
    via: pkg.subpath
      ? translate(
          {id: 'site.apiTable.via', message: ' (import from {subpath})'},
          {subpath: pkg.subpath},
        )
      : '',
  };
  // The table's accessible name.
  const label = pkg.only
    ? translate(
        {
          id: 'site.apiTable.selectedLabel',
          message: 'Selected exports of {package}{via}, version {version}',
        },
        values,
      )
    : translate(
        {id: 'site.apiTable.label', message: 'Exports of {package}{via}, version {version}'},
        values,
      );
  const omitted = omittedText(pkg.omitted);
  const API_COLUMNS_T = apiColumns();
  return (
    <div className={styles.wrapper}>
      {/* A scrolling region must be reachable by keyboard, so it is focusable and named. */}
      <div className={clsx(styles.scroll, REFLOW)} role="region" aria-label={label} tabIndex={0}>
        <table className={styles.table} data-search="names" role="table">
          <caption className={styles.caption}>
            <code>{pkg.package}</code>
            {pkg.subpath ? (
              <>
                {' · '}
                <code>{pkg.subpath}</code>
              </>
            ) : null}
            {' · '}
            {pkg.version}
            {pkg.only
              ? ` · ${translate({id: 'site.apiTable.selected', message: 'selected exports', description: 'Caption of an export table that shows some exports'})}`
              : ''}
          </caption>
          <thead role="rowgroup">
            <ColumnHeaders columns={API_COLUMNS_T} />
          </thead>
          <tbody role="rowgroup">
            {pkg.exports.map((e) => (
              <tr key={e.name} role="row">
                <th
                  scope="row"
                  role="rowheader"
                  id={anchor(e.name)}
                  className={styles.name}
                  data-api-name={e.name}>
                  <code>
                    <Breakable text={e.name} />
                  </code>
                </th>
                <td className={styles.kind} {...cell(API_COLUMNS_T[1])}>
                  {e.kind}
                </td>
                <td className={styles.signature} {...cell(API_COLUMNS_T[2])}>
                  <code>
                    <Breakable text={e.signature} />
                  </code>
                </td>
                <td className={styles.summary} {...cell(API_COLUMNS_T[3])}>
                  {e.summary}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {omitted ? (
        <p className={styles.note}>
          <Translate
            id="site.apiTable.typesOmitted"
            description="Under a package's export table; {package} is its name, {types} the type exports left out"
            values={{package: pkg.package, types: omitted}}>
            {
              'This table lists the runtime exports only; {package} also exports {types} (parameter, result and JSON-RPC shapes), which your editor shows on hover.'
            }
          </Translate>
        </p>
      ) : null}
    </div>
  );
}
