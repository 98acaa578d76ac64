/** Jest for the API: node environment, TypeScript through @swc/jest, the real Firebase Auth emulator. */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // light-my-request (fastify.inject) requires cookie@1 and libs/contracts imports typebox 1, which ship ESM only:
  // compile them to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!((light-my-request/node_modules/)?cookie|typebox)/)'],
  moduleNameMapper: {
    '^@jobportal/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '^@jobportal/deployment$': '<rootDir>/../libs/deployment/src/index.ts',
  },
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  setupFiles: ['<rootDir>/test/setup/env.ts'],
  testTimeout: 60_000,
  maxWorkers: 2,
};
