/** @jest-environment node */
import { baseApi } from './baseApi';
import { setAuthHeadersProvider } from './authHeaders';
import { createAppStore } from './store';

// One RTK Query api for the portal and the back office: each call carries the token of its own pool.
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    scopeCandidateCall: build.query<unknown, void>({ query: () => '/candidate/profile' }),
    scopeStaffCall: build.query<unknown, void>({
      query: () => '/backoffice/me',
      extraOptions: { auth: 'staff' },
    }),
    scopeStaffAction: build.mutation<unknown, string>({
      query: (reason) => ({ url: '/backoffice/moderation/jobs/1/action', method: 'POST', body: { reason } }),
      extraOptions: { auth: 'staff' },
    }),
  }),
});

describe('auth headers by scope', () => {
  const originalFetch = global.fetch;
  const seen: { url: string; authorization: string | null }[] = [];
  beforeAll(() => {
    globalThis.__JOBPORTAL_CONFIG__ = {
      apiBaseUrl: 'http://api.test/api',
    } as typeof globalThis.__JOBPORTAL_CONFIG__;
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      seen.push({ url: request.url, authorization: request.headers.get('authorization') });
      return new Response(JSON.stringify({ data: {} }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
  });
  afterAll(() => {
    global.fetch = originalFetch;
    globalThis.__JOBPORTAL_CONFIG__ = undefined;
    setAuthHeadersProvider(async () => ({}));
    setAuthHeadersProvider(async () => ({}), 'staff');
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it('a back-office call sends the staff token and a candidate call the candidate one', async () => {
    setAuthHeadersProvider(async () => ({ authorization: 'Bearer candidate-token' }));
    setAuthHeadersProvider(async () => ({ authorization: 'Bearer staff-token' }), 'staff');
    const store = createAppStore();
    await store.dispatch(api.endpoints.scopeCandidateCall.initiate());
    await store.dispatch(api.endpoints.scopeStaffCall.initiate());
    await store.dispatch(api.endpoints.scopeStaffAction.initiate('spam job'));
    expect(seen).toEqual([
      { url: 'http://api.test/api/candidate/profile', authorization: 'Bearer candidate-token' },
      { url: 'http://api.test/api/backoffice/me', authorization: 'Bearer staff-token' },
      { url: 'http://api.test/api/backoffice/moderation/jobs/1/action', authorization: 'Bearer staff-token' },
    ]);
  });

  it('never stands one pool in for the other: no staff provider, no token on a back-office call', async () => {
    setAuthHeadersProvider(async () => ({ authorization: 'Bearer candidate-token' }));
    setAuthHeadersProvider(async () => ({}), 'staff');
    const store = createAppStore();
    await store.dispatch(api.endpoints.scopeStaffCall.initiate());
    expect(seen).toEqual([{ url: 'http://api.test/api/backoffice/me', authorization: null }]);
  });
});
