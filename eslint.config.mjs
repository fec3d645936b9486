// ESLint (flat config): typescript-eslint, the rules of hooks and the
// Docusaurus plugin over the site, its tests and scripts. `npm run lint`;
// part of `npm test`, where any warning fails.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'coverage/',
      'test-results/',
      '**/.tmp/',
      'tests/examples/.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The site's code, and the test-only pages it builds with DOCS_TEST_BUILD=1.
    files: ['src/**/*.{ts,tsx}', 'tests/fixtures/pages/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      ...docusaurus.configs.recommended.rules,
      // Every UI string goes through translate/<Translate> (README "Adding a locale"); symbols,
      // key caps and punctuation are not words.
      '@docusaurus/no-untranslated-text': [
        'error',
        {
          ignoredStrings: [
            ...['·', '—', '›', '→', '←', '↑', '↓', '↵', '⌫', '☰', '$', 'esc', '#', 'pc'],
            // Code shown as code: the same in every language.
            ...['overrides', 'package.json', 'npm run build', 'npm run serve'],
          ],
        },
      ],
    },
  },
  {
    // Shown verbatim on /examples/debugger-ui, where a reader copies it as a plain React component:
    // the example app, not site UI, so it is neither translated nor a Docusaurus heading.
    files: ['src/components/DebuggerDemo/Debugger.tsx'],
    rules: {
      '@docusaurus/prefer-docusaurus-heading': 'off',
      '@docusaurus/no-untranslated-text': 'off',
    },
  },
  {
    // Test-only routes (DOCS_TEST_BUILD): fixtures, not reader-facing text.
    files: ['tests/fixtures/pages/**'],
    rules: {'@docusaurus/no-untranslated-text': 'off'},
  },
  {
    files: ['**/*.{cjs,js}'],
    ignores: ['src/**/*.js'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
