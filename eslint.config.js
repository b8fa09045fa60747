import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import compat from 'eslint-plugin-compat'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

const restrict = (patterns) => ['error', { patterns }]

// Import directions (docs/decisions/037-layers.md): machines <- screens <- app. A flow's folder under
// src/screens never imports the app nor another flow's folder; what several flows use lives in
// src/screens/shared (or src/ui when it is presentational). The folders are read from the disk, so a new
// flow folder is held to the same rule. tests/app/import-graph.test.ts fails on any import cycle.
const SCREEN_FOLDERS = readdirSync(join(import.meta.dirname, 'src/screens'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const SHARED_SCREENS = 'shared'
const sandbox = { group: ['**/sandbox/**'], message: 'load the sandbox with a dynamic import() only' }
const app = { regex: '^(\\.\\./)+app/', message: 'screens do not import the app (src/app): it imports them' }
/** From src/screens/<folder>/: any relative path into one of `folders` (`../x/…`, `../../screens/x/…`). */
const intoFolders = (folders) => `^\\.\\./(\\.\\./)*(screens/)?(${folders.join('|')})/`
const screenFolderBlocks = SCREEN_FOLDERS.map((folder) => {
  const others = SCREEN_FOLDERS.filter((other) => other !== folder && other !== SHARED_SCREENS)
  return {
    files: [`src/screens/${folder}/**`],
    rules: {
      'no-restricted-imports': restrict([
        sandbox,
        app,
        {
          regex: intoFolders(others),
          message:
            folder === SHARED_SCREENS
              ? 'src/screens/shared is what several flows use: it imports no flow folder'
              : "a flow's screens import no other flow's folder: move what both use to src/screens/shared (or src/ui)",
        },
      ]),
    },
  }
})

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'node_modules', 'docs', 'test-results*', 'playwright-report*', '**/*.tmp.*'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The support floor (package.json "browserslist"; docs/decisions/025-support-floor.md): no built-in the
  // floor lacks in code that runs on a phone. scripts/lib/check-floor.ts checks the built output the same way.
  // The sandbox is in (testers run sandbox builds on their phones, floor ones included); the machine atlas
  // is out (analysts open it on a desktop browser; it may use BroadcastChannel and the like).
  {
    files: ['src/**', 'machines/**'],
    ignores: ['src/atlas/**'],
    plugins: { compat },
    settings: { polyfills: [] },
    rules: {
      'compat/compat': 'error',
      // What compat/compat cannot see: it takes a use inside an `if` test for feature detection
      // (`if (!Object.hasOwn(…))` passed), and it knows no types, so no array methods.
      'no-restricted-properties': [
        'error',
        {
          object: 'Object',
          property: 'hasOwn',
          message: 'iOS 15.0 lacks it: Object.prototype.hasOwnProperty.call',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(at|findLast|findLastIndex|toSorted|toReversed|toSpliced)$/]',
          message: 'the support floor (iOS 15.0, Chrome 87) lacks it',
        },
      ],
    },
  },
  // Import directions: machines <- screens <- app; ui is presentational; production never imports the sandbox statically.
  {
    files: ['machines/**'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          // Any package but xstate, or a relative path that leaves machines/ (machines/ sits at the root).
          regex: '^(?!xstate$|\\./|\\.\\./)|^(\\.\\./)+src/',
          message: 'machines are pure statecharts: import xstate and machines/ only',
        },
      ]),
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: [
            'xstate',
            '@xstate/*',
            '**/machines/**',
            '**/api/**',
            '**/screens/**',
            '**/bridge/**',
            '**/app/**',
            '**/sandbox/**',
          ],
          message: 'ui is presentational',
        },
      ]),
    },
  },
  {
    files: ['src/api/**', 'src/lib/**', 'src/bridge/**', 'src/i18n/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/screens/**', '**/app/**', '**/sandbox/**'],
          message: 'lower layers do not import upward',
        },
      ]),
    },
  },
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': restrict([sandbox]) },
  },
  ...screenFolderBlocks,
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
)
