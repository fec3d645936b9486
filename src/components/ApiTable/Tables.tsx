/**
 * The export tables themselves: rendered on the server, and in the browser only after a
 * client-side navigation (the island keeps the server's HTML at hydration), so this code is a
 * chunk of its own instead of part of every reference page's first load.
 */
import {Fragment, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import {usePageLocale} from '@site/src/hooks/usePageLocale';
import CodeWords from '@site/src/components/CodeWords';
import {PHONE_BREAK, phoneSegments} from '@site/src/lib/breakable';
import {joinNames} from '@site/src/lib/contentBlocks';
import styles from './styles.module.css';
import {TableFrame} from './TableFrame';
import {apiAnchors, cell, omittedText, type ApiPackage, type ApiPage} from './types';

/** The export table's column headers (also each cell's label on phones). */
const apiColumns = (): readonly [string, string, string, string] => [
  translate({id: 'site.apiTable.name', message: 'Name'}),
  translate({id: 'site.apiTable.kind', message: 'Kind'}),
  translate({
    id: 'site.apiTable.signature',
    message: 'Signature',
  }),
  translate({id: 'site.apiTable.summary', message: 'Summary'}),
];

export default function ApiTables({
  api,
  only,
}: {
  api: ApiPage;
  only: string | undefined;
}): ReactNode {
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

function PackageTable({
  pkg,
  anchor,
}: {
  pkg: ApiPackage;
  anchor: (name: string) => string;
}): ReactNode {
  const {selectMessage} = usePluralForm();
  const locale = usePageLocale();
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
  const omitted = omittedText(
    pkg.omitted,
    (kind, n) => {
      const message = {
        type: translate(
          {id: 'site.apiTable.omitted.type', message: '1 type|{count} types'},
          {count: n},
        ),
        interface: translate(
          {id: 'site.apiTable.omitted.interface', message: '1 interface|{count} interfaces'},
          {count: n},
        ),
        class: translate(
          {id: 'site.apiTable.omitted.class', message: '1 class|{count} classes'},
          {count: n},
        ),
      }[kind];
      return message ? selectMessage(n, message) : `${n} ${kind}`;
    },
    (parts) => joinNames(parts, locale),
  );
  const API_COLUMNS_T = apiColumns();
  return (
    <TableFrame
      label={label}
      caption={
        <>
          <CodeWords>{pkg.package}</CodeWords>
          {pkg.subpath ? (
            <>
              {' · '}
              <CodeWords>{pkg.subpath}</CodeWords>
            </>
          ) : null}
          {' · '}
          {pkg.version}
          {pkg.only
            ? ` · ${translate({id: 'site.apiTable.selected', message: 'selected exports'})}`
            : ''}
        </>
      }
      columns={API_COLUMNS_T}
      after={
        omitted ? (
          <p className={styles.note}>
            <Translate
              id="site.apiTable.typesOmitted"
              values={{package: pkg.package, types: omitted}}>
              {
                'This table lists the runtime exports only; {package} also exports {types} (parameter, result and JSON-RPC shapes), which your editor shows on hover.'
              }
            </Translate>
          </p>
        ) : null
      }>
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
    </TableFrame>
  );
}
