module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: require.resolve('../libs/test-utils/jsdom-with-fetch.cjs'),
  setupFilesAfterEnv: [
    require.resolve('../libs/test-utils/setup-dom.cjs'),
    '<rootDir>/src/test/setupI18n.ts',
  ],
};
