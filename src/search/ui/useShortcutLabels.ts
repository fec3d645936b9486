import {translate} from '@docusaurus/Translate';

import {shortcutLabels, type Platform} from './keyboard';

/** The search shortcut's labels with the key names in the reader's locale. */
export function useShortcutLabels(platform: Platform): ReturnType<typeof shortcutLabels> {
  return shortcutLabels(platform, {
    ctrl: translate({id: 'site.search.key.ctrl', message: 'Ctrl'}),
    control: translate({id: 'site.search.key.control', message: 'Control'}),
    command: translate({id: 'site.search.key.command', message: 'Command'}),
  });
}
