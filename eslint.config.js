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
 * Feature boundaries, the same rule in both apps (docs/decisions/048-feature-folders.md and
 * 049-api-feature-folders.md): in an app's folder, `features/<name>/` holds one feature, `shared/`
 * what every feature uses, and everything else is the app's wiring (the web app's root, routes,
 * entries and page frame in layout/; the API's app, server, routes and services).
 * - A feature imports its own folder, `shared/`, and another feature's public surface (`public`:
 *   its index, and on the web its server-only index) only where `uses` lists that feature.
 *   `uses` names, for each feature, features that come before it in the list, so it cannot hold a
 *   cycle: no two features import each other.
 * - Shared code imports only shared code.
 * - The wiring imports shared code, its own files and features' public surfaces.
 * Tests are left out: a test reaches into whichever features its story crosses.
 */
function featureBoundaries({ app, root, files, uses, publicFiles }) {
  const element = (type, captured) => ({ element: { type: `${app}-${type}`, ...(captured ? { captured } : {}) } });
  const publicOf = (names) => ({
    element: { type: `${app}-feature`, captured: { feature: names }, fileInternalPath: publicFiles },
  });
  assertOrdered(app, uses);
  return {
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // The first pattern a file matches is its element: a feature, shared code, else the wiring.
      'boundaries/elements': [
        { type: `${app}-feature`, pattern: `${root}/features/*`, capture: ['feature'] },
        { type: `${app}-shared`, pattern: `${root}/shared` },
        { type: `${app}-wiring`, pattern: root },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: element('shared'), allow: { to: element('shared') } },
            {
              from: element('wiring'),
              allow: { to: [element('wiring'), element('shared'), publicOf(Object.keys(uses))] },
            },
            {
              from: element('feature'),
              allow: { to: [element('feature', { feature: '{{ from.feature }}' }), element('shared')] },
            },
            ...Object.entries(uses)
              .filter(([, names]) => names.length > 0)
              .map(([name, names]) => ({
                from: element('feature', { feature: name }),
                allow: { to: publicOf(names) },
              })),
          ],
        },
      ],
    },
  };
}

/** Fails the lint configuration itself when a feature uses one listed after it (which could make a cycle). */
function assertOrdered(app, uses) {
  const order = Object.keys(uses);
  for (const [name, names] of Object.entries(uses))
    for (const used of names)
      if (!(order.indexOf(used) < order.indexOf(name)))
        throw new Error(`${app}: feature ${name} uses ${used}, which is not listed before it`);
}

/**
 * Which features of the web app use which (their index only), each naming features above it.
 * The web composes pages, so it reads as what a page shows: contact and visits stand alone (their
 * boxes); listings shows contact's and visits' boxes on its pages; search lists listings;
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
  accounts: ['contact', 'listings', 'search', 'visits'],
  'back-office': ['content', 'listings', 'visits'],
};

/**
 * Which features of the API use which (their index.ts only), each naming features above it. The
 * API keeps data, so it reads as what a feature's data is about, which is why contact and visits
 * come after listings here and before it on the web: listings is the base (a listing is what every
 * other feature is about); search reads listings; projects show their listings; content (blog,
 * pages, forms, SEO) counts and links listings, projects and cached search answers; accounts
 * erase a person's listings and form notes; visits are booked on listings and projects, and
 * handled by agents' accounts; contact asks about listings and projects; the back office
 * moderates listings and administers accounts and the forms inbox. Never the other way round: a
 * feature higher up learns what happened below through a hook the wiring hands it
 * (services.ts, api-routes.ts), not by importing it.
 */
const API_USES = {
  listings: [],
  search: ['listings'],
  projects: ['listings'],
  content: ['listings', 'search', 'projects'],
  accounts: ['listings', 'content'],
  visits: ['listings', 'projects', 'accounts'],
  contact: ['listings', 'projects'],
  'back-office': ['listings', 'content', 'accounts'],
  notifications: [],
  shortlists: ['listings', 'projects'],
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
  featureBoundaries({
    app: 'api',
    root: 'apps/api/src',
    files: ['apps/api/src/**/*.ts'],
    uses: API_USES,
    publicFiles: 'index.ts',
  }),
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
  featureBoundaries({
    app: 'web',
    root: 'apps/web/app',
    files: ['apps/web/app/**/*.{ts,tsx}'],
    uses: WEB_USES,
    // No browser bundle may reach a `.server` module, so server-only code has its own index.
    publicFiles: 'index{,.server}.{ts,tsx}',
  }),
);
