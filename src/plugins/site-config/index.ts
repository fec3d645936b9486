/**
 * The site's build-time checks of its own configuration, in Docusaurus'
 * places:
 * - `validateThemeConfig`: `themeConfig.site` (src/lib/theme-config.ts) with
 *   Joi, as theme-classic validates its part; defaults filled in.
 * - layout front matter of every doc (src/site/layout.ts), with Joi; the
 *   result is published as global data so the navbar and sidebar, which
 *   render above the doc, can read it (usePageLayout).
 * - the sidebars of sidebars.ts: at most MAX_SIDEBAR_DEPTH levels, and one
 *   label per page (front matter `sidebar_label` or the sidebar's `label`).
 * Every error names the file and the field.
 */
import type {LoadContext, Plugin, ThemeConfigValidationContext} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {Joi} from '@docusaurus/utils-validation';

import {SOCIAL_KINDS, type SiteThemeExtension} from '../../lib/theme-config';
import {MAX_SIDEBAR_DEPTH, sidebarDepth} from '../../lib/sidebar-rules';
import {
  LAYOUTS,
  hasLayoutKeys,
  layoutFromFrontMatter,
  type LayoutFrontMatter,
  type LayoutKeys,
} from '../../lib/layout';
import {normalizePath} from '../../lib/routes';

export interface PageLayoutData {
  pages: Record<string, LayoutFrontMatter>;
}

const SiteSchema = Joi.object<SiteThemeExtension>({
  titleTemplate: Joi.string().pattern(/%s/, 'containing %s').required(),
  banner: Joi.object({
    height: Joi.number().integer().positive().default(32),
    dark: Joi.object({
      backgroundColor: Joi.string().required(),
      textColor: Joi.string().required(),
    }).required(),
  }).required(),
  socials: Joi.array()
    .items(
      Joi.object({
        icon: Joi.string()
          .valid(...SOCIAL_KINDS)
          .required(),
        link: Joi.string()
          .uri({scheme: ['https']})
          .required(),
        label: Joi.string(),
      }),
    )
    .default([]),
  sponsors: Joi.array()
    .items(
      Joi.object({
        name: Joi.string().required(),
        height: Joi.number().integer().positive(),
        items: Joi.array()
          .items(
            Joi.array().items(
              Joi.object({
                name: Joi.string().required(),
                image: Joi.string().required(),
                link: Joi.string().required(),
              }),
            ),
          )
          .required(),
      }),
    )
    .default([]),
  socialCards: Joi.object()
    .pattern(/^\//, Joi.string().required())
    .messages({'object.unknown': 'is not a path (keys start with /)'})
    .default({}),
}).required();

/** `a.b[0].c: message` for each problem, with the file named first. */
function describe(file: string, prefix: string, error: import('joi').ValidationError): string {
  const problems = error.details.map((d) => {
    const path = d.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('');
    return `${prefix}${path}: ${d.message}`;
  });
  return `${file}: ${problems.join('; ')}`;
}

export function validateThemeConfig<T extends Record<string, unknown>>({
  themeConfig,
}: Pick<ThemeConfigValidationContext<T>, 'themeConfig'>): T {
  const {value, error} = Joi.object({site: SiteSchema})
    .unknown()
    .validate(themeConfig, {abortEarly: false, errors: {label: false}});
  if (error) throw new Error(describe('docusaurus.config.ts', 'themeConfig', error));
  return value as T;
}

/** A CSS length; a bare number means px. */
const cssLength = Joi.alternatives(
  Joi.number().custom((n: number) => `${n}px`),
  Joi.string(),
);

const LayoutSchema = Joi.object({
  layout: Joi.string().valid(...LAYOUTS),
  showLogo: Joi.boolean(),
  showTopNav: Joi.boolean(),
  hide_table_of_contents: Joi.boolean(),
  displayed_sidebar: Joi.string().allow(null),
  content: Joi.object({horizontalPadding: cssLength, width: cssLength, verticalPadding: cssLength}),
  showOutline: Joi.any().forbidden().messages({
    'any.unknown':
      'is hide_table_of_contents now (showOutline: false → hide_table_of_contents: true)',
  }),
  showSidebar: Joi.any().forbidden().messages({
    'any.unknown': 'is displayed_sidebar now (showSidebar: false → displayed_sidebar: null)',
  }),
}).unknown();

/** The layout a doc's front matter asks for; throws naming the file and the key. */
export function readLayoutFrontMatter(
  frontMatter: Record<string, unknown>,
  source: string,
): LayoutFrontMatter {
  const {value, error} = LayoutSchema.validate(frontMatter, {
    abortEarly: false,
    errors: {label: false},
  });
  if (error) throw new Error(describe(source, 'front matter', error));
  return layoutFromFrontMatter(value as LayoutKeys);
}

interface SidebarItemLike {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItemLike[];
}

/**
 * sidebars.ts problems: nesting deeper than MAX_SIDEBAR_DEPTH, and doc items
 * labelled both in the sidebar and by the doc's `sidebar_label`.
 */
export function checkSidebars(
  sidebars: Record<string, SidebarItemLike[]>,
  sidebarLabels: ReadonlyMap<string, {label: string; source: string}>,
): string[] {
  const problems: string[] = [];
  for (const [name, items] of Object.entries(sidebars)) {
    const depth = sidebarDepth(items);
    if (depth > MAX_SIDEBAR_DEPTH) {
      problems.push(
        `sidebars.ts: sidebar "${name}" nests ${depth} levels deep; the theme supports at most ${MAX_SIDEBAR_DEPTH}`,
      );
    }
    const visit = (item: SidebarItemLike) => {
      const own = item.type === 'doc' && item.id ? sidebarLabels.get(item.id) : undefined;
      if (own && item.label !== undefined) {
        problems.push(
          `sidebars.ts: "${item.id}" has the label "${item.label}" and ${own.source} has sidebar_label "${own.label}"; keep one (the front matter)`,
        );
      }
      item.items?.forEach(visit);
    };
    items.forEach(visit);
  }
  return problems;
}

export default function siteConfigPlugin(_context: LoadContext): Plugin {
  return {
    name: 'site-config',
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const pages: Record<string, LayoutFrontMatter> = {};
      const problems: string[] = [];
      for (const version of docsContent?.loadedVersions ?? []) {
        const labels = new Map<string, {label: string; source: string}>();
        for (const doc of version.docs) {
          const fm = doc.frontMatter as Record<string, unknown>;
          if (typeof fm.sidebar_label === 'string')
            labels.set(doc.id, {label: fm.sidebar_label, source: doc.source});
          if (!hasLayoutKeys(fm) && fm.showOutline === undefined && fm.showSidebar === undefined)
            continue;
          try {
            pages[normalizePath(doc.permalink)] = readLayoutFrontMatter(fm, doc.source);
          } catch (error) {
            problems.push((error as Error).message);
          }
        }
        problems.push(
          ...checkSidebars(version.sidebars as Record<string, SidebarItemLike[]>, labels),
        );
      }
      if (problems.length) throw new Error(`[site-config]\n${problems.join('\n')}`);
      actions.setGlobalData({pages} satisfies PageLayoutData);
    },
  };
}
