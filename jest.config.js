/** npm test: the API suites against a real PostgreSQL, and the web components in jsdom. */
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

module.exports = {
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/api', '<rootDir>/tests/rest'],
      transform: { '^.+\\.ts$': swc(false) },
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
      testTimeout: 30000,
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tests/web'],
      transform: { '^.+\\.(ts|tsx|js|mjs)$': swc(true) },
      transformIgnorePatterns: ['/node_modules/(?!(@apollo/client|@wry|optimism|rehackt)/)'],
      setupFilesAfterEnv: ['<rootDir>/tests/web/setup.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/tests/web/style-stub.js' },
      // Whole checkouts typed key by key: a loaded CI machine needs more than the default 5 s.
      testTimeout: 20000,
    },
  ],
};
