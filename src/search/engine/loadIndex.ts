/**
 * Fetches and loads the index once, shares it, and retries after a failure
 * (ARCHITECTURE.md "Search dialog": fetched once, shared, and loaded into the search engine).
 * No React here: useSearchIndex keeps one loader for the whole page.
 */
import {loadIndexFile, type SearchIndex} from './index';
import type {SearchIndexFile} from '../protocol';

export interface IndexLoader {
  /** The index URL, or null when the page was built without one (dev server). */
  url(): string | null;
  /** The loaded index, if loading has finished. */
  current(): SearchIndex | null;
  /** Starts loading, or joins the load in flight; a failed load is forgotten, so the next call retries. */
  load(): Promise<SearchIndex>;
}

export interface LoaderOptions {
  readUrl: () => string | null;
  fetch: (url: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
  /** Gives up on a request that hangs (no endless spinner). */
  timeoutMs?: number;
}

export class IndexLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IndexLoadError';
  }
}

export function createIndexLoader({
  readUrl,
  fetch,
  timeoutMs = 15_000,
}: LoaderOptions): IndexLoader {
  let index: SearchIndex | null = null;
  let inFlight: Promise<SearchIndex> | null = null;

  const fetchIndex = async (url: string): Promise<SearchIndex> => {
    const controller = typeof AbortController === 'function' ? new AbortController() : null;
    const timer = setTimeout(() => controller?.abort(), timeoutMs);
    try {
      const response = await fetch(url, {credentials: 'same-origin', signal: controller?.signal});
      if (!response.ok)
        throw new IndexLoadError(`The search index answered HTTP ${response.status}.`);
      const file = (await response.json()) as SearchIndexFile;
      return loadIndexFile(file);
    } catch (error) {
      if (error instanceof IndexLoadError) throw error;
      const aborted = (error as {name?: string})?.name === 'AbortError';
      throw new IndexLoadError(
        aborted
          ? 'The search index took too long to load.'
          : 'The search index could not be loaded.',
      );
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    url: readUrl,
    current: () => index,
    load() {
      if (index) return Promise.resolve(index);
      if (!inFlight) {
        const url = readUrl();
        if (!url)
          return Promise.reject(new IndexLoadError('This page was built without a search index.'));
        inFlight = fetchIndex(url).then(
          (loaded) => {
            index = loaded;
            inFlight = null;
            return loaded;
          },
          (error: unknown) => {
            inFlight = null;
            throw error;
          },
        );
      }
      return inFlight;
    },
  };
}
