import type {Configuration} from 'webpack';

/**
 * rspack's persistent cache only watches the config file, which names the
 * site's plugins but does not import them: a plugin that adds loaders or
 * aliases lists its own files here, or a change to them would be built from
 * stale cached modules.
 */
export function cacheDependsOn(config: Configuration, files: string[]): void {
  const cache = (config as {experiments?: {cache?: {buildDependencies?: string[]}}}).experiments
    ?.cache;
  cache?.buildDependencies?.push(...files);
}
