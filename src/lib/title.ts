/**
 * The page-title template (ARCHITECTURE.md "Title template"): the template applies only when the page title does not already
 * contain the site title. An empty title gives the site title alone.
 */
export function formatTitle(
  pageTitle: string | undefined,
  siteTitle: string,
  template: string,
): string {
  const title = (pageTitle ?? '').trim();
  if (!title) return siteTitle;
  if (title.includes(siteTitle)) return title;
  return template.replace('%s', title);
}
