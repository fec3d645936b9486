/**
 * Loader for the docs plugin's route props
 * (.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json): drops the
 * `description` of every entry in the version's `docs` map. That map is part
 * of every doc page's first load, descriptions are most of its size, and only
 * DocCard reads them, which the site does not use (src/plugins/docs-props-trim
 * fails the build if it starts to). Each page's own description (meta tags,
 * llms.txt) comes from the doc's metadata and is not affected.
 */
function stripVersionDocDescriptions(source) {
  const props = JSON.parse(source);
  const docs = props && props.version && props.version.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(props);
}

module.exports = stripVersionDocDescriptions;
