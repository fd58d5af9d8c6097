// ESLint for the whole monorepo (`npm run lint`, first step of `npm test`).
// typescript-eslint with type information, React hook rules, and the import boundaries between the parts:
//   a remote (mfe-*) never imports another remote, the shell or the server;
//   the server never imports UI (the kit, the shell, a remote, React);
//   shared never imports an app; the kit (shared/src/ui) never imports the session (shared/src/session);
//   dangerouslySetInnerHTML only inside the kit's SafeHtml component;
//   no import cycles anywhere (import-x/no-cycle);
//   a remote's pages and components never reach the socket: only its bootstrap.tsx imports socketClient.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Every remote is a root folder named mfe-* (no list to keep in step with the areas). */
const remotes = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
  .map((entry) => entry.name);
const apps = ['shell', ...remotes];

/** A remote may use shared and its own folder only. */
const remoteZones = remotes.map((remote) => ({
  target: `./${remote}`,
  from: ['./server', './shell', ...remotes.filter((other) => other !== remote).map((other) => `./${other}`)],
  message: 'A remote imports only @mealplan/shared and its own files; other remotes, the shell and the server are off limits.',
}));

const boundaryZones = [
  ...remoteZones,
  {
    target: './shell',
    from: ['./server', ...remotes.map((remote) => `./${remote}`)],
    message: 'The shell loads remotes through Module Federation at run time, never by import, and never imports the server.',
  },
  {
    target: './server',
    from: ['./shared/src/ui', './shared/src/session', ...apps.map((app) => `./${app}`)],
    message: 'The server never imports UI: the kit, the client session, the shell or a remote.',
  },
  {
    target: './server',
    from: './shared/src/**/*.tsx',
    message: 'The server never imports UI: no React component of shared (import a plain module such as @mealplan/shared/i18n/locale).',
  },
  {
    target: './shared',
    from: ['./server', './e2e', ...apps.map((app) => `./${app}`)],
    message: 'shared is imported by the apps, never the other way round.',
  },
  {
    target: './shared/src/ui',
    from: './shared/src/session',
    message: 'The kit has no state of its own: pass session values in as props (the session lives in shared/src/session).',
  },
];

const uiPackages = ['react', 'react-dom', 'react-router-dom', 'react-router', 'mobx-react-lite', 'react-intl', 'react-final-form'];

// The apps' code reaches the router through @mealplan/shared/router (shared at run time as one module): importing
// react-router itself would bundle a second router, whose links and hooks miss the shell's router context.
const routerImports = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Import the router from @mealplan/shared/router (one router shared by the shell and the remotes).',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.tsbuild/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'server/data/**',
      'server/releases/**',
      'server/outbox/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  // Wire and HTML validation match control characters (NUL) on purpose, to refuse them.
  { rules: { 'no-control-regex': 'off' } },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // A method implementing an async interface need not await (stores, test doubles, reference loaders).
      '@typescript-eslint/require-await': 'off',
      // Our MobX stores bind their methods (makeAutoObservable autoBind), so passing `store.clear` is safe.
      '@typescript-eslint/unbound-method': 'off',
      // <form onSubmit={handleSubmit}> (react-final-form) and `onClick: () => navigate(...)` in action lists hand a
      // maybe-promise to React or the kit, which ignore it on purpose; arguments, returns and variables stay checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, properties: false } }],
      // react-router's navigate() returns a promise only under a data router; our BrowserRouter navigates at once.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read socket replies and JSON bodies as they come; their assertions check the shapes.
    files: ['*/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // `screen.getByRole('button') as HTMLButtonElement` reads better than a type argument.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/jsdomGlobals', '**/textEncoderPolyfill'],
              message: 'jsdom gets TextEncoder from shared/build/jest-globals.js, which every jest project loads.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
  {
    files: ['**/*.tsx', 'shared/src/**/*.ts', 'shell/src/**/*.ts', 'mfe-*/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.eslint.json' })],
      // no-cycle follows an import only into files it can parse: our TypeScript sources.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
      // A cycle makes module start-up order matter and hides which part depends on which.
      // Type-only imports vanish at run time, so they cannot form a start-up cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Render server HTML with the kit's <SafeHtml> (shared/src/ui/SafeHtml.tsx), which sanitises it.",
        },
      ],
    },
  },
  {
    files: ['shared/src/ui/SafeHtml.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**'],
    rules: { 'no-restricted-imports': ['error', { paths: routerImports }] },
  },
  {
    // HOUSE-STYLE: a store per page visit receives the socket client (usePageStore from @mealplan/shared/stores
    // holds the only reference); components and pages read the store. The standalone dev page (bootstrap.tsx)
    // hands the client to the kit, so it is the one exception. The shell owns the socket and is not a remote.
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['mfe-*/src/bootstrap.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mealplan/shared/session',
              importNames: ['socketClient'],
              message: 'Take the socket client from usePageStore (@mealplan/shared/stores) in a store; pages and components never call the socket.',
            },
            ...routerImports,
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: uiPackages.map((name) => ({ name, message: 'The server never imports UI packages.' })),
          patterns: [
            {
              group: ['@mealplan/shared/ui', '@mealplan/shared/ui/*', '@mealplan/shared/session'],
              message: 'The server never imports the kit or the client session.',
            },
          ],
        },
      ],
    },
  },
  {
    // The prerender composes, at build time, the shell's frame and the account area's guest pages from their sources
    // (issue 23); in the browser the shell still loads the area through Module Federation.
    files: ['shell/scripts/prerender.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // The client's contract test: the real SocketClient against the real server over a socket (a test, not server code).
    files: ['server/test/platform/socket-client.test.ts'],
    rules: { 'no-restricted-imports': 'off', 'import-x/no-restricted-paths': 'off' },
  },
);
