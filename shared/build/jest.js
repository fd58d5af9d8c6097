// Jest settings every workspace uses: TypeScript/TSX through SWC, tests under test/.
// Usage in a workspace's jest.config.js: module.exports = require('@mealplan/shared/build/jest')('name', { testEnvironment: 'jsdom' })
const path = require('path');

module.exports = function jestProject(displayName, overrides = {}) {
  return {
    displayName,
    testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // react-intl and FormatJS ship ES modules only: compile them to CommonJS like our sources (issue 8). So do the
    // HTML and CSS-selector packages beasties requires (the shell's prerender, scripts/usedRules.ts), which Node 20
    // requires as ES modules itself and Jest does not.
    transformIgnorePatterns: [
      '/node_modules/(?!(react-intl|intl-messageformat|@formatjs|beasties|css-select|css-what|domutils|dom-serializer|domhandler|domelementtype|entities|htmlparser2|nth-check|boolbase)/)',
    ],
    moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'style-mock.js') },
    testEnvironment: 'node',
    setupFiles: [path.join(__dirname, 'jest-globals.js')],
    ...overrides,
  };
};
