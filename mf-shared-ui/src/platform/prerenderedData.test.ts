/** @jest-environment node */
import { baseApi, refreshPrerenderedData } from './baseApi';
import { createAppStore } from './store';
import { dehydrateQueries, hydratePrerenderedData, type PrerenderedData } from './prerenderedData';

const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sampleHome: build.query<{ jobs: number }, { locale: string }>({
      query: ({ locale }) => `/home?locale=${locale}`,
      providesTags: ['Home'],
    }),
  }),
});

function answering(body: unknown) {
  return jest.fn(
    async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
}

describe('prerendered data', () => {
  const originalFetch = global.fetch;
  beforeAll(() => {
    // fetch in Node needs absolute URLs.
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

  async function renderedWith(body: unknown): Promise<PrerenderedData> {
    global.fetch = answering(body) as unknown as typeof fetch;
    const prerenderer = createAppStore();
    await prerenderer.dispatch(homeApi.endpoints.sampleHome.initiate({ locale: 'th' }));
    global.fetch = jest.fn(async () => new Response('down', { status: 503 })) as unknown as typeof fetch;
    await prerenderer.dispatch(homeApi.endpoints.sampleHome.initiate({ locale: 'en' }));
    return JSON.parse(JSON.stringify(dehydrateQueries(prerenderer.getState().api))) as PrerenderedData;
  }

  it('keeps only what the page showed: fulfilled queries and their tags', async () => {
    const data = await renderedWith({ jobs: 3 });
    expect(Object.keys(data.queries)).toEqual(['sampleHome({"locale":"th"})']);
    expect(data.provided.tags).toEqual({ Home: { __internal_without_id: ['sampleHome({"locale":"th"})'] } });
    expect(data.mutations).toEqual({});
  });

  it('lets the live page render from it without asking the API, then fetches it again', async () => {
    const data = await renderedWith({ jobs: 3 });
    const fetchMock = answering({ jobs: 4 });
    global.fetch = fetchMock as unknown as typeof fetch;
    const store = createAppStore();
    store.dispatch(hydratePrerenderedData(data));
    const subscription = store.dispatch(homeApi.endpoints.sampleHome.initiate({ locale: 'th' }));
    expect((await subscription).data).toEqual({ jobs: 3 });
    expect(fetchMock).not.toHaveBeenCalled();

    store.dispatch(refreshPrerenderedData(data));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(homeApi.endpoints.sampleHome.select({ locale: 'th' })(store.getState()).data).toEqual({ jobs: 4 });
    subscription.unsubscribe();
  });
});
