import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
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
