import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layout rules (docs/lint-rules.md): layering between the parts of api/src and web/src, no import
// cycles, and file names by case and role.

const TS_PROJECTS = ['tsconfig.json', 'web/tsconfig.json'];

/**
 * Every part of the layout that a layering policy names, each a folder matched from the project root.
 * The first descriptor that matches a file gives its element.
 */
const ELEMENTS = [
  { type: 'api-modules', pattern: 'api/src/modules', partialMatch: false },
  { type: 'api-http', pattern: 'api/src/http', partialMatch: false },
  { type: 'api-rest', pattern: 'api/src/rest', partialMatch: false },
  { type: 'api-graphql', pattern: 'api/src/graphql', partialMatch: false },
  { type: 'api-other', pattern: 'api/src', partialMatch: false },
  { type: 'web-generated', pattern: 'web/src/graphql/__generated__', partialMatch: false },
  { type: 'web-feature', pattern: 'web/src/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'web-app', pattern: 'web/src/app', partialMatch: false },
  { type: 'web-components', pattern: 'web/src/components', partialMatch: false },
  { type: 'web-lib', pattern: 'web/src/lib', partialMatch: false },
  { type: 'admin-generated', pattern: 'web/admin/src/graphql/__generated__', partialMatch: false },
  { type: 'admin', pattern: 'web/admin', partialMatch: false },
  { type: 'web-other', pattern: 'web', partialMatch: false },
  { type: 'tests', pattern: 'tests', partialMatch: false },
  { type: 'bench', pattern: 'bench', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
];

/** The one generated module the app, the tests and the bench import: the typed documents and their types. */
const GENERATED_ENTRY = 'graphql.ts';

const API = ['api-modules', 'api-http', 'api-rest', 'api-graphql', 'api-other'];
const WEB = [
  'web-generated',
  'web-feature',
  'web-app',
  'web-components',
  'web-lib',
  'web-other',
  'admin',
  'admin-generated',
];

const LAYERING_POLICIES = [
  {
    from: { element: { type: 'api-modules' } },
    disallow: { to: { element: { type: ['api-http', 'api-rest', 'api-graphql'] } } },
    message:
      'A server module (api/src/modules) must not import the HTTP, REST or GraphQL layer ({{to.type}}): ' +
      'move the shared piece to api/src/common or the importing piece into its layer.',
  },
  {
    from: { element: { type: 'api-rest' } },
    disallow: { to: { element: { type: 'api-graphql' } } },
    message: 'The REST adapter (api/src/rest) must not import the GraphQL layer: call the services.',
  },
  {
    from: { element: { type: 'api-graphql' } },
    disallow: { to: { element: { type: 'api-rest' } } },
    message: 'The GraphQL layer (api/src/graphql) must not import the REST adapter.',
  },
  {
    from: { element: { type: API } },
    disallow: { to: { element: { type: [...WEB, 'tests', 'bench', 'scripts'] } } },
    message: 'api/src must not import the web app, the tests, the bench or the scripts ({{to.type}}).',
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: { to: { element: { type: 'web-feature', captured: { feature: '!{{from.captured.feature}}' } } } },
    message:
      'Feature "{{from.captured.feature}}" must not import feature "{{to.captured.feature}}": ' +
      'move the shared piece to components/ or lib/, or compose both features in app/.',
  },
  {
    from: { element: { type: ['web-components', 'web-lib'] } },
    disallow: { to: { element: { type: ['web-feature', 'web-app'] } } },
    message:
      'web/src/components and web/src/lib must not import features/ or app/ (imports flow components -> features -> app).',
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: { to: { element: { type: 'web-app' } } },
    message: 'A feature must not import app/ (imports flow components -> features -> app).',
  },
  {
    from: { element: { type: ['web-generated', 'web-feature', 'web-app', 'web-components', 'web-lib'] } },
    disallow: { to: { element: { type: ['admin', 'admin-generated'] } } },
    message: 'The shop (web/src) must not import the back office (web/admin): the shop never loads its code.',
  },
  {
    disallow: {
      to: { element: { type: ['web-generated', 'admin-generated'], fileInternalPath: `!${GENERATED_ENTRY}` } },
    },
    message: `Generated code is imported only through graphql/__generated__/${GENERATED_ENTRY}.`,
  },
];

/** The roles a file under api/src/modules may have: <thing>.<role>.ts. */
const MODULE_ROLES = [
  'service',
  'resolver',
  'admin-resolver',
  'entity',
  'entities',
  'type',
  'types',
  'input',
  'inputs',
  'rules',
  'constants',
  'sql',
  'rows',
  'seed',
  'cli',
  'templates',
  'worker',
  'transport',
  'cache',
  'cookie',
  // One thing to set before selling, a `SetupCheck` (common/setup-check.ts) listed in services.ts.
  'setup-check',
];

const KEBAB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.data',
      'dist',
      'web/dist',
      'web/src/graphql/__generated__',
      'web/admin/src/graphql/__generated__',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-console': 'error',
    },
  },
  {
    files: [
      'web/src/**/*.{ts,tsx}',
      'web/explorer/**/*.{ts,tsx}',
      'web/admin/**/*.{ts,tsx}',
      'tests/web/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'bench/**', 'tests/**'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    // Jest reads its configuration as CommonJS: require is how those files import.
    files: ['jest.config.js', 'jest.e2e.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Layering (eslint-plugin-boundaries) and import cycles (eslint-plugin-import-x).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
      'import/resolver': { typescript: { project: TS_PROJECTS, noWarnOnMultipleProjects: true } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: TS_PROJECTS, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: LAYERING_POLICIES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },

  // File names: kebab-case everywhere, <thing>.<role>.ts under api/src/modules.
  {
    files: ['**/*.{css,graphql}'],
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs,css,graphql}'],
    plugins: { 'check-file': checkFile },
    rules: {
      // The name up to its first dot: cart.service.ts is checked as "cart".
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        {
          ignoreMiddleExtensions: true,
          errorMessage: 'The file name "{{ target }}" is not kebab-case (lower-case words joined by "-").',
        },
      ],
      'check-file/folder-naming-convention': ['error', { '{api,web,tests,bench,scripts,schema}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // TypeORM's <timestamp>-<name> form, and the frozen data a migration inserts (migrations/data/).
    files: ['api/src/db/migrations/[0-9]*.ts', 'api/src/db/migrations/data/[0-9]*.ts'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': `+([0-9])-${KEBAB}` },
        {
          ignoreMiddleExtensions: true,
          errorMessage: 'The migration "{{ target }}" is not named <timestamp>-<kebab-case-name>.ts.',
        },
      ],
    },
  },
  {
    // The name up to its last dot: cart.service.ts is checked as "cart.service".
    files: ['api/src/modules/**/*.ts'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': `${KEBAB}.@(${MODULE_ROLES.join('|')})` },
        {
          errorMessage:
            'The file "{{ target }}" under api/src/modules must be named <thing>.<role>.ts in kebab-case, ' +
            `the role one of: ${MODULE_ROLES.join(', ')}.`,
        },
      ],
    },
  },
);
