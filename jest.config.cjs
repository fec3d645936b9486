/** Unit tests: pure logic and hooks, in TypeScript via ts-jest. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit', '<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/tests/unit/support/jsdom-storage-event.ts'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          esModuleInterop: true,
          resolveJsonModule: true,
          module: 'commonjs',
          moduleResolution: 'node',
          isolatedModules: true,
        },
      },
    ],
    // The site's own ES modules in JavaScript (src/codeblocks, src/run/csp.mjs), compiled for jest.
    '^.+/src/.+\\.mjs$': [
      'babel-jest',
      {babelrc: false, configFile: false, plugins: ['@babel/plugin-transform-modules-commonjs']},
    ],
    // theme-common and core ship ES modules; the parts the hooks use are compiled for jest.
    // github-slugger is ESM-only; Docusaurus 4's utils-validation imports it.
    '^.+/node_modules/(@docusaurus/(theme-common|core)/lib|github-slugger)/.+\\.js$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [['@babel/preset-react', {runtime: 'automatic'}]],
        plugins: ['@babel/plugin-transform-modules-commonjs'],
      },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(@docusaurus/(theme-common|core)/lib|github-slugger)/)',
  ],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/tests/unit/support/cssModule.cjs',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/theme-common$': '<rootDir>/tests/unit/support/theme-common.ts',
    '^@docusaurus/(useIsomorphicLayoutEffect|ExecutionEnvironment|Translate|Interpolate|useDocusaurusContext|useIsBrowser)$':
      '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/$1.js',
    // What those read, as Docusaurus generates it for the site's one locale.
    '^@generated/(codeTranslations|i18n)$': '<rootDir>/tests/unit/support/generated/$1.ts',
    '^@generated/(docusaurus\\.config|globalData|site-metadata)$':
      '<rootDir>/tests/unit/support/generated/empty.ts',
    // The site's `storage` config as Docusaurus generates it (docusaurus.config.ts: no namespace).
    '^@generated/site-storage$': '<rootDir>/tests/unit/support/site-storage.ts',
  },
};
