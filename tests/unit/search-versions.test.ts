import {groupByVersion, versionOfRoute} from '../../src/search/plugin/versions';

const versions = [
  {name: 'current', path: '/next'},
  {name: '0.9', path: '/'},
  {name: '0.8', path: '/0.8'},
];

describe('one search index per docs version', () => {
  it('a route belongs to the version with the longest path prefix', () => {
    expect(versionOfRoute('/next/core/forking', versions)).toBe('current');
    expect(versionOfRoute('/next', versions)).toBe('current');
    expect(versionOfRoute('/0.8/core/forking', versions)).toBe('0.8');
    expect(versionOfRoute('/core/forking', versions)).toBe('0.9');
    expect(versionOfRoute('/nextjs', versions)).toBe('0.9');
  });
  it('groups routes by version; a route no version covers goes to the fallback', () => {
    const groups = groupByVersion(
      [{route: '/a'}, {route: '/next/a'}, {route: '/x'}],
      [{name: 'current', path: '/next'}],
      'root',
    );
    expect([...groups].map(([v, g]) => [v, g.map((r) => r.route)])).toEqual([
      ['current', ['/next/a']],
      ['root', ['/a', '/x']],
    ]);
  });
  it('with one version, every route is in it', () => {
    const groups = groupByVersion(
      [{route: '/'}, {route: '/core/x'}],
      [{name: 'current', path: '/'}],
      'current',
    );
    expect([...groups.keys()]).toEqual(['current']);
    expect(groups.get('current')).toHaveLength(2);
  });
});
