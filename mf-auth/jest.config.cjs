module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [
    require.resolve('../libs/test-utils/setup-dom.cjs'),
    '<rootDir>/src/test/setupI18n.ts',
  ],
};
