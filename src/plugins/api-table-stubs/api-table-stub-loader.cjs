/**
 * Browser build only, for `src/data/api/<slug>.json` imported by an MDX page:
 * the page's chunk gets a stub naming the file instead of the table data.
 * <ApiTable> hydrates the server-rendered tables as they are and imports the
 * real file (a separate chunk) only when it renders without them, after a
 * client-side navigation. See src/components/ApiTable.
 */
const path = require('node:path');

module.exports = function apiTableStubLoader(source) {
  const page = JSON.parse(source);
  const stub = {
    stub: path.basename(this.resourcePath, '.json'),
    // cli.json (the `tevm` commands, <CliTable>) has commands instead of packages.
    packages: Array.isArray(page.packages) ? page.packages.map((p) => p.package) : [],
  };
  return `export default ${JSON.stringify(stub)};`;
};
