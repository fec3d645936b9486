import {useCallback, useSyncExternalStore, type MouseEvent} from 'react';
import {useHistory} from '@docusaurus/router';

import {getPreviousPath, subscribePreviousPath} from '../clientModules/navigationHistory';
import {backLinkFor} from '../lib/sidebar-rules';

/**
 * The sidebar's back link: "Back" (history back) when there is a previous
 * page other than `/`, otherwise "Home". The server render and hydration
 * use "Home"; the label updates once the client knows the history.
 */
export function useBackLink(): {
  label: 'Back' | 'Home';
  href: string;
  onClick: (e: MouseEvent) => void;
} {
  const previous = useSyncExternalStore(subscribePreviousPath, getPreviousPath, () => null);
  const history = useHistory();
  const link = backLinkFor(previous);
  const onClick = useCallback(
    (e: MouseEvent) => {
      if (link.label !== 'Back' || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      history.goBack();
    },
    [history, link.label],
  );
  return {...link, onClick};
}
