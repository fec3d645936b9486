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
        {args: 'none', varsIgnorePattern: '^_', caughtErrors: 'none'},
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: docusaurus.configs.recommended.rules,
  },
  {
    // Shown verbatim on /examples/debugger-ui, where a reader copies it as a plain React component.
    files: ['src/components/DebuggerDemo/Debugger.tsx'],
    rules: {'@docusaurus/prefer-docusaurus-heading': 'off'},
  },
  {
    files: ['**/*.{cjs,js}'],
    ignores: ['src/**/*.js'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
