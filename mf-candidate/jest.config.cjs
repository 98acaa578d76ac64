module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: '<rootDir>/src/test/jsdomWithFetch.cjs',
  setupFilesAfterEnv: [
    require.resolve('../libs/test-utils/setup-dom.cjs'),
    '<rootDir>/src/test/setupI18n.ts',
  ],
};
