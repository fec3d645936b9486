/**
 * `themeConfig.site` (src/lib/theme-config.ts), validated with Joi as theme-classic validates
 * its part; defaults filled in. Errors name docusaurus.config.ts and the field.
 */
import type {ThemeConfigValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

import {SOCIAL_KINDS, type SiteThemeExtension} from '../../lib/theme-config';
import {describe} from './errors';

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

export function validateThemeConfig<T extends Record<string, unknown>>({
  themeConfig,
}: Pick<ThemeConfigValidationContext<T>, 'themeConfig'>): T {
  const {value, error} = Joi.object({site: SiteSchema})
    .unknown()
    .validate(themeConfig, {abortEarly: false, errors: {label: false}});
  if (error) throw new Error(describe('docusaurus.config.ts', 'themeConfig', error));
  return value as T;
}
