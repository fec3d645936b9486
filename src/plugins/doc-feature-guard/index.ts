/**
 * Doc pages leave out theme code for features the site does not use: the
 * tags row (src/theme/DocItem/Footer) and the draft/unlisted banner
 * (src/theme/DocItem/Layout). This plugin fails the build if a doc gets tags
 * or is marked unlisted or draft, so nothing is silently not shown.
 */
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

export default function docFeatureGuardPlugin(): Plugin {
  return {
    name: 'doc-feature-guard',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const unsupported = (docs?.loadedVersions ?? []).flatMap((version) =>
        version.docs
          .filter((doc) => doc.tags.length > 0 || doc.unlisted || doc.draft)
          .map((doc) => doc.source),
      );
      if (unsupported.length > 0) {
        throw new Error(
          `Docs with tags, unlisted or draft (${unsupported.join(', ')}): the site's DocItem/Footer and ` +
            'DocItem/Layout leave out the tags row and the draft/unlisted banner (src/plugins/doc-feature-guard).',
        );
      }
    },
  };
}
