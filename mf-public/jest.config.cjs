module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/src/test/initI18n.ts'],
  setupFilesAfterEnv: [require.resolve('../libs/test-utils/setup-dom.cjs')],
};
