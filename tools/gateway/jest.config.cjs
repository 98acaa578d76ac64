const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'node',
  // The page tests call a real API on PostgreSQL: a first request took over 5 s at load average 15 on 2 cores.
  testTimeout: 30_000,
  // light-my-request (fastify.inject) depends on cookie, and the release service's contracts on typebox 1, which
  // ship ESM only: compile them to CommonJS.
  transform: { '^.+\\.(t|j)sx?$|\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: ['/node_modules/(?!((light-my-request/node_modules/)?cookie|typebox)/)'],
};
