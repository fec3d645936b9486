/**
 * Doc pages leave out theme code for features the site does not use: the draft/unlisted banner
 * (src/theme/DocItem/Layout). This plugin fails the build if a doc is marked unlisted or draft,
 * so nothing is silently not shown. (Tags are shown: upstream's doc footer, with the tag list
 * loaded on demand by src/theme/TagsListInline.)
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
        version.docs.filter((doc) => doc.unlisted || doc.draft).map((doc) => doc.source),
      );
      if (unsupported.length > 0) {
        throw new Error(
          `Docs marked unlisted or draft (${unsupported.join(', ')}): the site's DocItem/Layout ` +
            'leaves out the draft/unlisted banner (src/plugins/doc-feature-guard).',
        );
      }
    },
  };
}
