/**
 * @jest-environment jsdom
 */
import {render, renderHook, screen, waitFor} from '@testing-library/react';

import StaticIsland from '../../src/components/StaticIsland';
import {serverIslandHtml, useStaticIsland} from '../../src/hooks/useStaticIsland';

const NOTES = {loading: 'Loading the list…', failed: 'The list could not be loaded.'};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('static islands', () => {
  it('finds the server-rendered island by its key', () => {
    document.body.innerHTML =
      '<div data-island="a b"><table><tr><td>x</td></tr></table></div><div data-island="c">y</div>';
    expect(serverIslandHtml(document, 'data-island', 'a b')).toBe(
      '<table><tbody><tr><td>x</td></tr></tbody></table>',
    );
    expect(serverIslandHtml(document, 'data-island', 'c')).toBe('y');
    expect(serverIslandHtml(document, 'data-island', 'd')).toBeUndefined();
    expect(serverIslandHtml(undefined, 'data-island', 'c')).toBeUndefined();
  });

  it('keeps the server markup at hydration and never loads the data', () => {
    document.body.innerHTML = '<div data-island="k"><p>server</p></div>';
    const load = jest.fn(() => Promise.resolve(1));
    const {result} = renderHook(() => useStaticIsland('data-island', 'k', load));
    expect(result.current).toEqual({state: 'server', html: '<p>server</p>'});
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the data when there is no server markup (client-side navigation)', async () => {
    const load = jest.fn(() => Promise.resolve({rows: 3}));
    const {result} = renderHook(() => useStaticIsland('data-island', 'k', load));
    expect(result.current).toEqual({state: 'loading'});
    await waitFor(() => expect(result.current).toEqual({state: 'data', data: {rows: 3}}));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the data cannot be loaded', async () => {
    const {result} = renderHook(() =>
      useStaticIsland('data-island', 'k', () => Promise.reject(new Error('offline'))),
    );
    await waitFor(() => expect(result.current).toEqual({state: 'failed'}));
  });
});

describe('<StaticIsland>', () => {
  it('renders from its data on the server path, marked with its key', () => {
    const {container} = render(
      <StaticIsland<string[]>
        attribute="data-island"
        islandKey="k"
        data={['a', 'b']}
        load={() => Promise.reject(new Error('unused'))}
        notes={NOTES}>
        {(rows) => (
          <ul>
            {rows.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </StaticIsland>,
    );
    expect(container.innerHTML).toBe('<div data-island="k"><ul><li>a</li><li>b</li></ul></div>');
  });

  it("without data: keeps the page's markup, or loads and renders, saying so meanwhile", async () => {
    const load = jest.fn(() => Promise.resolve(['x']));
    const island = (
      <StaticIsland<string[]> attribute="data-island" islandKey="k" load={load} notes={NOTES}>
        {(rows) => <p>{rows.join()}</p>}
      </StaticIsland>
    );
    document.body.innerHTML = '<div data-island="k"><p>from the server</p></div>';
    const first = render(island);
    expect(first.container.textContent).toBe('from the server');
    first.unmount();
    document.body.innerHTML = '';
    render(island);
    expect(screen.getByRole('status').textContent).toBe(NOTES.loading);
    expect(await screen.findByText('x')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
