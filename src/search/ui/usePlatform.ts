import {useEffect, useState} from 'react';

import {detectPlatform, type Platform} from './keyboard';

/**
 * 'mac' or 'other', for the ⌘ / Ctrl shortcut labels and keys. The server
 * render (and the first client render, to hydrate without a mismatch) uses
 * 'other'; the real platform follows right after mount.
 */
export function usePlatform(): Platform {
  const [platform, setPlatform] = useState<Platform>('other');
  useEffect(
    () =>
      setPlatform(
        detectPlatform(window.navigator as Navigator & {userAgentData?: {platform?: string}}),
      ),
    [],
  );
  return platform;
}
