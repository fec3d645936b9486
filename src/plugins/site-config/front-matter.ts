/**
 * The layout front matter of a doc (src/lib/layout.ts), validated with Joi: `layout` is `docs`
 * or `landing`, and the layout keys this site does not have fail the build with the file and the
 * key named, rather than being ignored.
 */
import {Joi} from '@docusaurus/utils-validation';

import {LAYOUTS} from '../../lib/layout';
import {describe} from './errors';

const NOT_A_LAYOUT_KEY = Joi.any().forbidden().messages({
  'any.unknown':
    'is not a layout setting here: use layout: landing, hide_table_of_contents: true (no outline) or displayed_sidebar: null (no sidebar)',
});

const LayoutSchema = Joi.object({
  layout: Joi.string().valid(...LAYOUTS),
  showLogo: NOT_A_LAYOUT_KEY,
  showTopNav: NOT_A_LAYOUT_KEY,
  showOutline: NOT_A_LAYOUT_KEY,
  showSidebar: NOT_A_LAYOUT_KEY,
  content: NOT_A_LAYOUT_KEY,
}).unknown();

/** Throws naming the file and the key when a doc's layout front matter is wrong. */
export function checkLayoutFrontMatter(frontMatter: Record<string, unknown>, source: string): void {
  const {error} = LayoutSchema.validate(frontMatter, {abortEarly: false, errors: {label: false}});
  if (error) throw new Error(describe(source, 'front matter', error));
}
