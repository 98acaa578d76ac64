/**
 * Helpers of the containers' page tests (Jest + Testing Library): the API stubbed at fetch, and a page rendered at a
 * URL in a memory router. The runtime setup of every test file stays in setup-dom.cjs and jsdom-with-fetch.cjs.
 */
export { apiError, noContent, ok, stubApi, type ApiCall, type ApiReply } from './api';
export { LocationProbe, renderAtUrl } from './router';
