module.exports = {
  ...require('../jest.preset.cjs'),
  // RTK Query's Request/Response in every test (the back office's tests all go through the base api)
  testEnvironment: require.resolve('../libs/test-utils/jsdom-with-fetch.cjs'),
  setupFiles: [require.resolve('./jest.i18n.cjs')],
  setupFilesAfterEnv: [require.resolve('../libs/test-utils/setup-dom.cjs'), '<rootDir>/src/test/setup.ts'],
};
