module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../libs/test-utils/setup-dom.cjs')],
};
