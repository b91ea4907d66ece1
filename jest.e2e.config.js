/**
 * npm run test:e2e: the built web app (web/dist) in Debian's Chromium through playwright-core, served by
 * the whole app on its own copy of the seeded test database. Its global setup builds the web app when its sources changed.
 */
const os = require('node:os');

const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: false, decorators: true },
      // The API's entities rely on decorator metadata, as in jest.config.js.
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];

module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.test.ts'],
  transform: { '^.+\\.ts$': swc },
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  testTimeout: 60000,
  // A browser test mostly waits (on Chromium, the app, PostgreSQL): files run side by side, one more than the cores.
  maxWorkers: os.availableParallelism() + 1,
};
