/**
 * What jest loads for `@docusaurus/theme-common` (jest.config.js maps it here). The package's
 * index pulls in the whole theme (router, generated site data), which only exists inside a
 * Docusaurus build; the hooks under unit test use these pure parts of it, so they run against
 * the real upstream code, not a mock. Add an export here when a tested hook needs one more.
 */
export {
  createStorageSlot,
  useStorageSlot,
} from '../../../node_modules/@docusaurus/theme-common/lib/utils/storageUtils.js';
export {useEvent} from '../../../node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';
export {ThemeClassNames} from '../../../node_modules/@docusaurus/theme-common/lib/utils/ThemeClassNames.js';
export {usePluralForm} from '../../../node_modules/@docusaurus/theme-common/lib/utils/usePluralForm.js';
