module.exports = {
  ...require('../../jest.preset.cjs'),
  // the stub answers with the Fetch API's Request and Response, which jsdom lacks
  testEnvironment: require.resolve('./jsdom-with-fetch.cjs'),
  setupFilesAfterEnv: [require.resolve('./setup-dom.cjs')],
};
