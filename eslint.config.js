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

/**
 * The API's features (apps/api/src/features/<name>, decision 049) and, for each, the features whose
 * index.ts it may import. The list is ordered so that it cannot hold a cycle: a feature names only
 * features above it. listings is the base (a listing is what every other feature is about);
 * search reads listings; projects show their listings; content (blog, pages, forms, SEO) counts
 * and links listings, projects and cached search answers; accounts erase a person's listings and
 * form notes; visits are booked on listings and projects, and handled by agents' accounts; contact
 * asks about listings and projects; the back office moderates listings and administers accounts
 * and the forms inbox. Never
 * the other way round: a feature lower down tells one above it what happened through a hook it is
 * handed by the wiring (services.ts, api-routes.ts), not by importing it.
 */
const API_FEATURES = {
  listings: [],
  search: ['listings'],
  projects: ['listings'],
  content: ['listings', 'search', 'projects'],
  accounts: ['listings', 'content'],
  visits: ['listings', 'projects', 'accounts'],
  contact: ['listings', 'projects'],
  'back-office': ['listings', 'content', 'accounts'],
};

/** The boundaries plugin's policies for API_FEATURES (later policies win over earlier ones). */
function apiFeaturePolicies() {
  const feature = (name) => ({ element: { type: 'api-feature', captured: { feature: name } } });
  return [
    // The wiring (app.ts, services.ts, ...) imports features; nothing in a feature or in shared
    // imports the wiring.
    { from: { element: { type: ['api-feature', 'api-shared'] } }, disallow: { to: { element: { type: 'api-app' } } } },
    // Shared code serves every feature, so it knows none of them.
    { from: { element: { type: 'api-shared' } }, disallow: { to: { element: { type: 'api-feature' } } } },
    // A feature reaches no other feature ...
    { from: { element: { type: 'api-feature' } }, disallow: { to: { element: { type: 'api-feature' } } } },
    ...Object.entries(API_FEATURES).flatMap(([name, uses]) => [
      // ... but all of its own folder,
      { from: feature(name), allow: { to: feature(name) } },
      // ... and the public surface (index.ts) of the features listed for it.
      ...(uses.length
        ? [
            {
              from: feature(name),
              allow: {
                to: { element: { type: 'api-feature', captured: { feature: uses }, fileInternalPath: 'index.ts' } },
              },
            },
          ]
        : []),
    ]),
    // The wiring uses features only through their index.ts.
    { from: { element: { type: 'api-app' } }, disallow: { to: { element: { type: 'api-feature' } } } },
    {
      from: { element: { type: 'api-app' } },
      allow: { to: { element: { type: 'api-feature', fileInternalPath: 'index.ts' } } },
    },
  ];
}

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
    // import() (server.ts, features/listings/media/routes.ts); tests may use them freely.
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
    // The API's feature boundaries (decision 049): one folder per feature under features/, code
    // every feature uses under shared/, the wiring at the root. Tests are left out: an integration
    // test builds the whole app and reaches into whichever features its story crosses.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'api-feature', pattern: 'apps/api/src/features/*', capture: ['feature'] },
        { type: 'api-shared', pattern: 'apps/api/src/shared' },
        { type: 'api-app', pattern: 'apps/api/src' },
      ],
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: apiFeaturePolicies() }] },
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
