/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';

import ApiTable from '../../src/components/ApiTable';
import server from '../../src/data/api/server.json';
import rlp from '../../src/data/api/rlp.json';

const mockCollected: string[] = [];
jest.mock('@docusaurus/useBrokenLinks', () => ({
  __esModule: true,
  default: () => ({collectAnchor: (id: string) => mockCollected.push(id), collectLink: () => {}}),
}), {virtual: true});

jest.mock('../../src/components/ApiTable/styles.module.css', () => ({__esModule: true, default: {}}));

describe('<ApiTable>', () => {
  it('renders one named, searchable table per package with row anchors', () => {
    const {container} = render(<ApiTable api={server} />);
    const table = container.querySelector('table');
    expect(table?.getAttribute('data-search')).toBe('names');
    expect(screen.getByRole('region', {name: /Exports of @tevm\/server \(import from tevm\/server\)/})).toBeTruthy();
    const row = container.querySelector('#api-createServer');
    expect(row?.textContent).toBe('createServer');
    expect(mockCollected).toContain('api-createServer');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Kind', 'Signature', 'Summary']);
  });

  it('renders only the requested package of a multi-package page', () => {
    const {container} = render(<ApiTable api={rlp} package="@tevm/tx" />);
    expect(container.querySelectorAll('table')).toHaveLength(1);
    expect(container.querySelector('#api-createTxFromRLP')).toBeTruthy();
  });
});
