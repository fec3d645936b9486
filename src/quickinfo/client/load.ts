/**
 * A block's types, fetched once per page load from the file the build wrote for its key
 * (../data.ts). A failed fetch is forgotten, so the next hover tries again.
 */
import siteConfig from '@generated/docusaurus.config';

import {dataUrl, type BlockTypes} from '../data';

const loads = new Map<string, Promise<BlockTypes | null>>();
const loaded = new Map<string, BlockTypes>();

/** The types of `key` if they have arrived. */
export const typesOf = (key: string): BlockTypes | undefined => loaded.get(key);

export function loadTypes(key: string): Promise<BlockTypes | null> {
  let load = loads.get(key);
  if (!load) {
    load = fetch(dataUrl(siteConfig.baseUrl, key))
      .then((response) => (response.ok ? (response.json() as Promise<BlockTypes>) : null))
      .catch(() => null)
      .then((data) => {
        if (data) loaded.set(key, data);
        else loads.delete(key);
        return data;
      });
    loads.set(key, load);
  }
  return load;
}
