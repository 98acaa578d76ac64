module.exports = {
  ...require('../../jest.preset.cjs'),
  // RTK Query's fetchBaseQuery needs Request/Response: the report is sent through the real base api.
  testEnvironment: require.resolve('../test-utils/jsdom-with-fetch.cjs'),
  setupFiles: [require.resolve('./jest.i18n.cjs')],
  setupFilesAfterEnv: [require.resolve('../test-utils/setup-dom.cjs')],
};
