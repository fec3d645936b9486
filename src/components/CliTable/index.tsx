import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import {TableFrame} from '@site/src/components/ApiTable/TableFrame';
import CodeWords from '@site/src/components/CodeWords';
import StaticIsland from '@site/src/components/StaticIsland';

import styles from '../ApiTable/styles.module.css';
import {cell} from '../ApiTable/types';
import {
  cliAnchor,
  findCommand,
  flattenCommands,
  longFlag,
  type CliData,
  type CliOption,
} from './types';

/**
 * What `import cli from '@site/src/data/api/cli.json'` gives in the browser build: a stub naming
 * the file (src/plugins/api-table-stubs/api-table-stub-loader.cjs). As with <ApiTable>, the browser
 * keeps the server-rendered tables and loads the data only after a client-side navigation.
 */
interface CliStub {
  stub: string;
}

const ISLAND = 'data-cli-table';

/** Column headers (also each cell's label on phones). */
const commandColumns = (): readonly [string, string, string] => [
  translate({id: 'site.cliTable.command', message: 'Command'}),
  translate({id: 'site.cliTable.does', message: 'What it does'}),
  translate({id: 'site.cliTable.flags', message: 'Flags'}),
];
const flagColumns = (): readonly [string, string, string] => [
  translate({id: 'site.cliTable.flag', message: 'Flag'}),
  translate({
    id: 'site.cliTable.default',
    message: 'Default',
  }),
  translate({
    id: 'site.cliTable.description',
    message: 'Description (as printed by --help)',
  }),
];

interface Props {
  /** `import cli from '@site/src/data/api/cli.json'` */
  cli: CliData | CliStub;
  /**
   * A command path ("serve", "action get-balance"): render that command's flag table.
   * "global": the flags of `tevm` itself. Omitted: the index of every command, then each
   * command's usage and flags in a collapsible section with a `cli-<path>` anchor.
   */
  command?: string;
}

/** Commands and flags of the `tevm` bin, generated from @tevm/cli (scripts/api-tables.mjs). */
export default function CliTable({cli, command}: Props): ReactNode {
  const isStub = 'stub' in cli;
  return (
    <StaticIsland<CliData>
      attribute={ISLAND}
      islandKey={command ?? 'all'}
      data={isStub ? undefined : cli}
      load={() =>
        import(`@site/src/data/api/${isStub ? cli.stub : ''}.json`).then(
          (m: {default: CliData}) => m.default,
        )
      }
      notes={{
        loading: translate({id: 'site.cliTable.loading', message: 'Loading the command table…'}),
        failed: translate({
          id: 'site.cliTable.failed',
          message: 'The command table could not be loaded; reload the page to try again.',
        }),
      }}
      noteClassName={styles.note}>
      {(data) => <CliTables cli={data} command={command} />}
    </StaticIsland>
  );
}

function CliTables({cli, command}: {cli: CliData; command: string | undefined}): ReactNode {
  const COMMAND_COLUMNS_T = commandColumns();
  const brokenLinks = useBrokenLinks();
  if (command === 'global')
    return (
      <OptionsTable
        options={cli.options}
        label={translate(
          {id: 'site.cliTable.globalFlags', message: 'Flags of {bin} itself'},
          {bin: cli.bin},
        )}
      />
    );
  if (command) {
    const found = findCommand(cli, command);
    if (!found) throw new Error(`CliTable: no command "${command}" in @tevm/cli ${cli.version}`);
    return (
      <OptionsTable
        options={found.options}
        label={translate(
          {id: 'site.cliTable.flagsOf', message: 'Flags of {command}'},
          {command: `${cli.bin} ${command}`},
        )}
      />
    );
  }
  const all = flattenCommands(cli.commands);
  for (const {path} of all) brokenLinks.collectAnchor(cliAnchor(path));
  return (
    <>
      <TableFrame
        label={translate(
          {id: 'site.cliTable.commandsOf', message: 'Commands of {bin} ({pkg} {version})'},
          {bin: cli.bin, pkg: cli.package, version: cli.version},
        )}
        caption={
          <Translate
            id="site.cliTable.caption"
            values={{
              bin: <code>{cli.bin}</code>,
              pkg: <code>{cli.package}</code>,
              version: cli.version,
            }}>
            {'{bin} commands · {pkg} · {version}'}
          </Translate>
        }
        columns={COMMAND_COLUMNS_T}>
        {all.map(({path, command: c}) => (
          <tr key={path} role="row">
            <th scope="row" role="rowheader" className={styles.name} data-api-name={path}>
              {/* eslint-disable-next-line @docusaurus/no-html-links -- an in-page anchor of static island markup */}
              <a href={`#${cliAnchor(path)}`}>
                <CodeWords>{path}</CodeWords>
              </a>
            </th>
            <td className={styles.summary} {...cell(COMMAND_COLUMNS_T[1])}>
              {c.description}
            </td>
            <td className={styles.signature} {...cell(COMMAND_COLUMNS_T[2])}>
              {c.options.length ? (
                <CodeWords>{c.options.map((o) => longFlag(o.flags)).join(' ')}</CodeWords>
              ) : c.commands?.length ? (
                'sub-commands'
              ) : (
                'none'
              )}
            </td>
          </tr>
        ))}
      </TableFrame>
      {all.map(({path, command: c}) => (
        <details key={path} id={cliAnchor(path)} className={styles.details}>
          <summary>
            <CodeWords>{`${cli.bin} ${path}`}</CodeWords> · {c.description}
          </summary>
          <p>
            <Translate id="site.cliTable.usage" values={{usage: <CodeWords>{c.usage}</CodeWords>}}>
              {'Usage: {usage}'}
            </Translate>
            {c.aliases?.length ? (
              <>
                {' '}
                <Translate
                  id="site.cliTable.alias"
                  values={{alias: <CodeWords>{c.aliases.join(', ')}</CodeWords>}}>
                  {'(alias {alias})'}
                </Translate>
              </>
            ) : null}
          </p>
          {c.arguments?.length ? (
            <ul>
              {c.arguments.map((a) => (
                <li key={a.name}>
                  <CodeWords>{a.required ? `<${a.name}>` : `[${a.name}]`}</CodeWords>
                  {a.description ? ` ${a.description}` : ''}
                  <OneOf choices={a.choices} />
                  {a.default ? (
                    <>
                      {' '}
                      <Translate
                        id="site.cliTable.defaultValue"
                        values={{value: <CodeWords>{a.default}</CodeWords>}}>
                        {'(default {value})'}
                      </Translate>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          {c.options.length ? (
            <OptionsTable
              options={c.options}
              label={translate(
                {id: 'site.cliTable.flagsOf', message: 'Flags of {command}'},
                {command: `${cli.bin} ${path}`},
              )}
            />
          ) : (
            <p>
              {c.commands?.length ? (
                <Translate
                  id="site.cliTable.subcommands"
                  values={{names: c.commands.map((s) => s.name).join(', ')}}>
                  {'Sub-commands: {names}.'}
                </Translate>
              ) : (
                <Translate id="site.cliTable.noFlags">No flags besides --help.</Translate>
              )}
            </p>
          )}
        </details>
      ))}
    </>
  );
}

/** " (one of a, b)" after a description, when the value is one of a fixed list. */
function OneOf({choices}: {choices?: readonly string[]}): ReactNode {
  if (!choices) return null;
  return (
    <>
      {' '}
      <Translate
        id="site.cliTable.oneOf"
        values={{choices: <CodeWords>{choices.join(', ')}</CodeWords>}}>
        {'(one of {choices})'}
      </Translate>
    </>
  );
}

function OptionsTable({options, label}: {options: CliOption[]; label: string}): ReactNode {
  const FLAG_COLUMNS_T = flagColumns();
  return (
    <TableFrame label={label} caption={label} columns={FLAG_COLUMNS_T}>
      {options.map((o) => (
        <tr key={o.flags} role="row">
          <th scope="row" role="rowheader" className={styles.name}>
            <CodeWords>{o.flags}</CodeWords>
          </th>
          <td className={styles.kind} {...cell(FLAG_COLUMNS_T[1])}>
            {o.default === null ? '—' : <CodeWords>{o.default}</CodeWords>}
          </td>
          <td className={styles.summary} {...cell(FLAG_COLUMNS_T[2])}>
            {o.description}
            <OneOf choices={o.choices} />
          </td>
        </tr>
      ))}
    </TableFrame>
  );
}
