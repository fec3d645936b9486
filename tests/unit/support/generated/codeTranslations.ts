/** `@generated/codeTranslations` for jest: no translations, so components show their English. */
const codeTranslations: Record<string, string> = {};
export default codeTranslations;
