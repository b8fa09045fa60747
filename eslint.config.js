import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import compat from 'eslint-plugin-compat'
import globals from 'globals'

const restrict = (patterns) => ['error', { patterns }]

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
  // floor lacks in code that runs on a phone. scripts/check-floor.mjs checks the built output the same way.
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
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/src/**', 'react', 'react-dom'],
          message: 'machines are pure statecharts: import xstate only',
        },
      ]),
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['xstate', '@xstate/*', '**/machines/**', '**/api/**', '**/screens/**', '**/bridge/**'],
          message: 'ui is presentational',
        },
      ]),
    },
  },
  {
    files: ['src/api/**', 'src/lib/**', 'src/bridge/**'],
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
    files: ['src/screens/**', 'src/app/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/sandbox/**'], message: 'load the sandbox with a dynamic import() only' },
      ]),
    },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
)
