module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'node',
  // light-my-request (fastify.inject, used by the nginx header writer) depends on cookie, which ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(light-my-request/node_modules/)?cookie/)'],
};
