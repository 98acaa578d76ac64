module.exports = {
  ...require('../../jest.preset.cjs'),
  testEnvironment: 'node',
  // The page tests call a real API on PostgreSQL: a first request took over 5 s at load average 15 on 2 cores.
  testTimeout: 30_000,
  // light-my-request (fastify.inject) depends on cookie, which ships ESM only: compile it to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(light-my-request/node_modules/)?cookie/)'],
};
