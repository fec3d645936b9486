/**
 * The layout front matter of a doc (src/lib/layout.ts), validated with Joi: `layout` is `docs`
 * or `landing`; another value fails the build with the file and the key named.
 */
import {Joi} from '@docusaurus/utils-validation';

import {LAYOUTS} from '../../lib/layout';
import {describe} from './errors';

const LayoutSchema = Joi.object({layout: Joi.string().valid(...LAYOUTS)}).unknown();

/** Throws naming the file and the key when a doc's layout front matter is wrong. */
export function checkLayoutFrontMatter(frontMatter: Record<string, unknown>, source: string): void {
  const {error} = LayoutSchema.validate(frontMatter, {abortEarly: false, errors: {label: false}});
  if (error) throw new Error(describe(source, 'front matter', error));
}
