// Lint: correctness rules for TypeScript and React hooks, plus the import direction of
// docs/decisions/003-layout.md (the web app never reaches the database package; the server
// never loads the demo package up front).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Function length: at most 60 lines of code (blank lines and comments not counted) in every
 * non-test source file, React components, route plugins and repository factories included;
 * docs/decisions/034-jobs-app-building-function-length.md says why 60. A route plugin only
 * registers named handlers and a repository factory only binds named statements, so neither
 * grows with the routes or statements it holds.
 */
const FUNCTION_LINES = 60;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'apps/web/build/**',
      'apps/web/.react-router/**',
      'test-results/**',
      'data*/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off', // two self-references in the Drizzle schema need it
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain JavaScript run by Node (the launcher, test fixtures); TypeScript files get Node's
    // globals from @types/node.
    files: ['**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setInterval: 'readonly' },
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aangan/db', '@aangan/db/*', '@aangan/api', '@aangan/api/*'],
              message: 'The web app reaches data only through the API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aangan/demo', '@aangan/demo/*', '@aangan/api', '@aangan/api/*'],
              message: 'The database package depends only on contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The demo data and its image generators load only where demo data is seeded or drawn, with
    // import() (server.ts, modules/media/routes.ts); tests may use them freely.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aangan/demo', '@aangan/demo/*'],
              allowTypeImports: true,
              message: 'Load the demo package with import() where demo data is seeded or served.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { 'max-lines-per-function': ['error', { max: FUNCTION_LINES, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@aangan/*'], message: 'contracts depend on nothing of ours.' }] },
      ],
    },
  },
);
