import {repositoryWebUrl} from '../../src/lib/repository';

it('normalises package.json repository forms', () => {
  expect(repositoryWebUrl('git+https://github.com/o/r.git')).toBe('https://github.com/o/r');
  expect(repositoryWebUrl({url: 'git@github.com:o/r.git'})).toBe('https://github.com/o/r');
  expect(repositoryWebUrl('https://github.com/o/r/')).toBe('https://github.com/o/r');
});
