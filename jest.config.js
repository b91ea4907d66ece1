/** npm test: the API suites against a real PostgreSQL, and the web components in jsdom. */
const os = require('node:os');
const swc = (jsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: jsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];

const api = (displayName, more) => ({
  displayName,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/api', '<rootDir>/tests/rest'],
  transform: { '^.+\\.ts$': swc(false) },
  ...more,
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
});

module.exports = {
  // A global option (Jest ignores it per project): whole API flows and checkouts typed key by key need more
  // than the default 5 s on a loaded CI machine. No test asserts a duration.
  testTimeout: 30000,
  // An API suite spends much of its time waiting on PostgreSQL (another process): one worker more than the
  // cores keeps them busy, where Jest's default (one fewer) runs everything in one process on two cores.
  maxWorkers: os.availableParallelism() + 1,
  projects: [
    // The API suites run twice: as the web app asks (trusted hashes, graphql-jit) and on the reference path
    // (query text, graphql-js), which must give the same answers and errors. One PostgreSQL serves both.
    api('api', {}),
    api('api-reference', {
      roots: ['<rootDir>/tests/api'],
      setupFiles: ['<rootDir>/tests/support/reference-path.setup.ts'],
      // Suites that never send a GraphQL request (REST has its own folder, left out above).
      testPathIgnorePatterns: [
        'address-book-migration',
        'age-verification',
        'cli-beside-running-shop',
        'drawing-versions',
        'excise-tax',
        // Compares the planned path with Apollo's, both of its own app: nothing to hold the reference path to.
        'planned-path',
        'product-artwork',
        'migration-lock',
        'page-status',
        'payment-gateway',
        'product-page-html',
        'safe-defaults',
        'schema-descriptions',
        'search-plans',
        'seed-generator',
        'sweep',
      ].map((name) => `/tests/api/${name}[.\\w-]*\\.test\\.ts$`),
    }),
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tests/web'],
      transform: { '^.+\\.(ts|tsx|js|mjs)$': swc(true) },
      transformIgnorePatterns: ['/node_modules/(?!(@apollo/client|@wry|optimism|rehackt)/)'],
      setupFilesAfterEnv: ['<rootDir>/tests/web/setup.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/tests/web/style-stub.js' },
    },
  ],
};
