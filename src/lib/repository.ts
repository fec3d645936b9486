/** `git+https://github.com/o/r.git` → `https://github.com/o/r`. */
export function repositoryWebUrl(repository: string | {url: string}): string {
  const raw = typeof repository === 'string' ? repository : repository.url;
  return raw
    .replace(/^git\+/, '')
    .replace(/^git@github\.com:/, 'https://github.com/')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
}
