/** @jest-environment node */
import { baseApi } from './baseApi';
import { createAppStore } from './store';

const writesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sampleApply: build.mutation<{ data: { id: string } }, { jobId: string }>({
      query: ({ jobId }) => ({ url: '/candidate/applications', method: 'POST', body: { job_id: jobId } }),
    }),
    sampleSaveConsent: build.mutation<unknown, void>({
      query: () => ({ url: '/candidate/savePDPASection', method: 'PUT', body: { pdpa: true } }),
    }),
  }),
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** fetch answering in turn: a thrown error is a lost answer (the connection dropped). */
function answering(...answers: (Response | Error)[]) {
  return jest.fn(async (_request: Request) => {
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no more answers');
    return next;
  });
}
const keyOf = (call: [Request]) => call[0].headers.get('idempotency-key');

describe('creating writes from the browser (Idempotency-Key)', () => {
  const originalFetch = global.fetch;
  beforeAll(() => {
    globalThis.__JOBPORTAL_CONFIG__ = {
      apiBaseUrl: 'http://api.test/api',
    } as typeof globalThis.__JOBPORTAL_CONFIG__;
  });
  afterAll(() => {
    globalThis.__JOBPORTAL_CONFIG__ = undefined;
  });
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('retries a lost answer and a 503 with the same key, and the next application gets a new key', async () => {
    const fetchMock = answering(
      new TypeError('network connection lost'),
      json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } }, { 'retry-after': '0' }),
      json(201, { data: { id: 'app-1' } }),
      json(201, { data: { id: 'app-2' } }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const store = createAppStore();
    const first = await store.dispatch(writesApi.endpoints.sampleApply.initiate({ jobId: 'job-1' }));
    expect(first).toEqual({ data: { data: { id: 'app-1' } } });
    const second = await store.dispatch(writesApi.endpoints.sampleApply.initiate({ jobId: 'job-2' }));
    expect(second).toEqual({ data: { data: { id: 'app-2' } } });

    const keys = fetchMock.mock.calls.map((call) => keyOf(call as [Request]));
    expect(keys[0]).toMatch(/^"[0-9a-f-]{32,36}"$/);
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('does not retry an answer the server gave on purpose, nor send a key with an idempotent PUT', async () => {
    const fetchMock = answering(
      json(422, { error: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'x' } }),
      json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const store = createAppStore();
    const refused = await store.dispatch(writesApi.endpoints.sampleApply.initiate({ jobId: 'job-3' }));
    expect(refused).toMatchObject({ error: { status: 422 } });
    const put = await store.dispatch(writesApi.endpoints.sampleSaveConsent.initiate());
    expect(put).toMatchObject({ error: { status: 503 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(fetchMock.mock.calls[1] as [Request])).toBeNull();
  });
});
