const preset = require('../../jest.preset.cjs');

// typebox 1 ships ESM only (the status test checks ReleaseStatus with it): compiled to CommonJS like the sources.
module.exports = {
  ...preset,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$|\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
};
