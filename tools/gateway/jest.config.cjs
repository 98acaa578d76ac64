module.exports = {
  ...require('../../jest.preset.cjs'),
  testEnvironment: 'node',
  // light-my-request (fastify.inject) depends on cookie, which ships ESM only: compile it to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(light-my-request/node_modules/)?cookie/)'],
};
