/** `@generated/i18n` for jest: the site's one locale. */
export default {
  defaultLocale: 'en',
  locales: ['en'],
  path: 'i18n',
  currentLocale: 'en',
  localeConfigs: {
    en: {
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en',
      calendar: 'gregory',
      path: 'en',
      translate: false,
      url: 'https://node.tevm.sh',
      baseUrl: '/',
    },
  },
};
