module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../libs/test-utils/setup-dom.cjs')],
  // sanitize-html (the server build's sanitiser) brings ES-module-only htmlparser2 10; Jest runs CommonJS.
  transformIgnorePatterns: ['^(?!.*/sanitize-html/node_modules/).*/node_modules/'],
};
