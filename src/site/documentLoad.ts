import type {DocumentLoad} from './chunkRecovery';

/** How the current document was loaded (browser only). */
export function currentDocumentLoad(): DocumentLoad {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return {type: entry?.type, age: performance.now()};
}
