import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The BCP 47 tag of the page's locale (its `htmlLang`, e.g. `en-US`), for `Intl` formatting. */
export function usePageLocale(): string {
  const {i18n} = useDocusaurusContext();
  return i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
}
