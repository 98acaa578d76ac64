/** @jest-environment node */
import { baseApi } from './baseApi';
import { refreshPrerenderedData } from './refreshPrerenderedData';
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
    global.fetch = down() as unknown as typeof fetch;
    await prerenderer.dispatch(homeApi.endpoints.sampleHome.initiate({ locale: 'en' }));
    return JSON.parse(JSON.stringify(dehydrateQueries(prerenderer.getState().api))) as PrerenderedData;
  }

  /** The live page's store, started from the server's data, and the page's subscription to its query. */
  async function livePage(data: PrerenderedData, api: jest.Mock) {
    global.fetch = api as unknown as typeof fetch;
    const store = createAppStore();
    store.dispatch(hydratePrerenderedData(data));
    const subscription = store.dispatch(homeApi.endpoints.sampleHome.initiate({ locale: 'th' }));
    const shownFirst = (await subscription).data;
    const shown = () => homeApi.endpoints.sampleHome.select({ locale: 'th' })(store.getState());
    return { store, subscription, shownFirst, shown };
  }
  const down = () => jest.fn(async () => new Response('down', { status: 503 }));

  it('keeps only what the page showed: fulfilled queries and their tags', async () => {
    const data = await renderedWith({ jobs: 3 });
    expect(Object.keys(data.queries)).toEqual(['sampleHome({"locale":"th"})']);
    expect(data.provided.tags).toEqual({ Home: { __internal_without_id: ['sampleHome({"locale":"th"})'] } });
    expect(data.mutations).toEqual({});
  });

  it('lets the live page render from it without asking the API, then fetches it again', async () => {
    const data = await renderedWith({ jobs: 3 });
    const api = answering({ jobs: 4 });
    const { store, subscription, shownFirst, shown } = await livePage(data, api);
    expect(shownFirst).toEqual({ jobs: 3 });
    expect(api).not.toHaveBeenCalled();

    await store.dispatch(refreshPrerenderedData(data));
    expect(api).toHaveBeenCalledTimes(1);
    expect(shown().data).toEqual({ jobs: 4 });
    subscription.unsubscribe();
  });

  // Refetching in the page's store flipped every query to "fetching" and back: two synchronous re-renders of the whole
  // page just after it hydrated, for data that had not changed.
  it('asks the API again but leaves the store untouched when nothing changed', async () => {
    const data = await renderedWith({ jobs: 3 });
    const api = answering({ jobs: 3 });
    const { store, subscription } = await livePage(data, api);
    const before = store.getState().api;
    const listener = jest.fn();
    const unsubscribeStore = store.subscribe(listener);

    await store.dispatch(refreshPrerenderedData(data));
    expect(api).toHaveBeenCalledTimes(1);
    expect(store.getState().api).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    unsubscribeStore();
    subscription.unsubscribe();
  });

  it('keeps what the page shows when the read fails', async () => {
    const data = await renderedWith({ jobs: 3 });
    const { store, subscription, shown } = await livePage(data, down());
    await store.dispatch(refreshPrerenderedData(data));
    expect(shown().data).toEqual({ jobs: 3 });
    expect(shown().isError).toBe(false);
    subscription.unsubscribe();
  });
});
