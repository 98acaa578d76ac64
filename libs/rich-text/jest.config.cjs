module.exports = {
  ...require('../../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  setupFiles: [require.resolve('./jest.i18n.cjs')],
  setupFilesAfterEnv: [require.resolve('../test-utils/setup-dom.cjs')],
};
