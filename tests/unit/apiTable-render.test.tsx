/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';

// The tables are their own chunk (lazy): each test waits for them to render.

import ApiTable from '../../src/components/ApiTable';
import CliTable from '../../src/components/CliTable';
import cli from '../../src/data/api/cli.json';
import server from '../../src/data/api/server.json';
import rlp from '../../src/data/api/rlp.json';

const mockCollected: string[] = [];
jest.mock(
  '@docusaurus/useBrokenLinks',
  () => ({
    __esModule: true,
    default: () => ({collectAnchor: (id: string) => mockCollected.push(id), collectLink: () => {}}),
  }),
  {virtual: true},
);

jest.mock('../../src/components/ApiTable/styles.module.css', () => ({
  __esModule: true,
  default: {},
}));

describe('<ApiTable>', () => {
  it('renders one named, searchable table per package with row anchors', async () => {
    const {container} = render(<ApiTable api={server} />);
    expect(
      await screen.findByRole('region', {
        name: /Exports of @tevm\/server \(import from tevm\/server\)/,
      }),
    ).toBeTruthy();
    const table = container.querySelector('table');
    expect(table?.getAttribute('data-search')).toBe('names');
    const row = container.querySelector('#api-createServer');
    expect(row?.textContent).toBe('createServer');
    expect(mockCollected).toContain('api-createServer');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Kind',
      'Signature',
      'Summary',
    ]);
  });

  it('renders only the requested package of a multi-package page', async () => {
    const {container} = render(<ApiTable api={rlp} package="@tevm/tx" />);
    await screen.findByRole('table');
    expect(container.querySelectorAll('table')).toHaveLength(1);
    expect(container.querySelector('#api-createTxFromRLP')).toBeTruthy();
  });
});

describe('<CliTable>', () => {
  it('lists every command with a link to its section, and the index table is searchable', () => {
    const {container} = render(<CliTable cli={cli} />);
    const index = container.querySelector('table[data-search="names"]');
    expect(index?.querySelector('th[data-api-name="serve"] a')?.getAttribute('href')).toBe(
      '#cli-serve',
    );
    expect(container.querySelector('details#cli-serve')).toBeTruthy();
    expect(container.querySelector('details#cli-action-get-balance')).toBeTruthy();
    expect(mockCollected).toContain('cli-generate');
  });

  it("renders one command's flags with the defaults --help prints", () => {
    const {container} = render(<CliTable cli={cli} command="serve" />);
    const rows = Array.from(container.querySelectorAll('tbody tr')).map(
      (tr) => tr.textContent ?? '',
    );
    expect(rows.some((r) => r.startsWith('--port [port]') && r.includes('8545'))).toBe(true);
    expect(() => render(<CliTable cli={cli} command="no-such-command" />)).toThrow(/no command/);
  });
});
