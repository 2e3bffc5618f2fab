// Lint: correctness rules for TypeScript and React hooks, plus the import direction of
// docs/decisions/003-layout.md (the web app never reaches the database package; the server
// never loads the demo package up front).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
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

/**
 * Feature boundaries (docs/decisions/048-feature-folders.md): in an app, `features/<name>/` holds
 * one feature, `shared/` what every feature uses, and the rest of the app is its wiring. A feature
 * imports its own folder, `shared/`, and another feature's public surface (`index.ts`, or
 * `index.server.ts` for server-only code) only where `uses` lists it; `uses` must stay acyclic, so
 * no two features import each other. Shared code imports only shared code. Tests may reach into
 * other features to check how the pieces fit.
 */
function featureBoundaries({ app, files, uses, wiring }) {
  const feature = (name) => ({ type: `${app}-feature`, captured: { feature: name } });
  const publicOf = (names) => ({
    element: {
      type: `${app}-feature`,
      captured: { feature: `{${names.join(',')},}` },
      fileInternalPath: 'index{,.server}.{ts,tsx}',
    },
  });
  return {
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: `${app}-feature`, pattern: `${wiring}/features/*`, capture: ['feature'] },
        { type: `${app}-shared`, pattern: `${wiring}/shared` },
        { type: `${app}-wiring`, pattern: `${wiring}/layout` },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: `${app}-wiring` } }, allow: { to: { element: { type: '*' } } } },
            { from: { element: { type: `${app}-shared` } }, allow: { to: { element: { type: `${app}-shared` } } } },
            {
              from: { element: { type: `${app}-feature` } },
              allow: { to: { element: { type: `${app}-feature`, captured: { feature: '{{ from.feature }}' } } } },
            },
            { from: { element: { type: `${app}-feature` } }, allow: { to: { element: { type: `${app}-shared` } } } },
            ...Object.entries(uses)
              .filter(([, names]) => names.length > 0)
              .map(([name, names]) => ({ from: { element: feature(name) }, allow: { to: publicOf(names) } })),
          ],
        },
      ],
    },
  };
}

/**
 * Which features of the web app use which (their index only). Read bottom-up: contact and visits
 * stand alone; listings shows contact's and visits' boxes on its pages; search lists listings;
 * content's home page shows a search box and listings; projects show listings and take enquiries;
 * the account page and the back office gather the rest.
 */
const WEB_USES = {
  contact: [],
  visits: [],
  listings: ['contact', 'visits'],
  search: ['listings'],
  content: ['listings', 'search'],
  projects: ['contact', 'listings', 'search'],
  accounts: ['contact', 'listings', 'visits'],
  'back-office': ['content', 'listings', 'visits'],
};

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
  featureBoundaries({ app: 'web', files: ['apps/web/app/**/*.{ts,tsx}'], uses: WEB_USES, wiring: 'apps/web/app' }),
);
