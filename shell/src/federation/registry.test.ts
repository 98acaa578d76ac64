const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  createInstance: () => ({ loadRemote, registerRemotes }),
  getInstance: () => null,
}));

import {
  chunkLoadingGlobal,
  ensureFreshRegistry,
  loadRemoteModule,
  markRemoteFailed,
  onWithdrawn,
  refreshRegistry,
  registerRegistry,
  renewRemote,
  staleReleases,
} from './registry';

type Remotes = Record<string, { version: string; entry: string; change?: string; withdrawn?: string[] }>;
const release = (version: string, extra: object = {}) => ({
  version,
  entry: `/remotes/mf-corporate/${version}/remoteEntry.js`,
  ...extra,
});
let served: Remotes = {};
const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ remotes: served }) }));
const globals = globalThis as Record<string, unknown>;

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  served = { mf_corporate: release('B'), mf_public: release('P1') };
  registerRegistry({ remotes: served } as never);
});
beforeEach(() => jest.clearAllMocks());

it('a retry after a rollback starts the served container with a chunk registry of its own (no chunk-map mix-up)', async () => {
  loadRemote.mockResolvedValueOnce({ pages: {} });
  await loadRemoteModule('mf_corporate/pages');
  // the broken release's runtime filled the shared chunk-loading array, then its page threw at render
  globals[chunkLoadingGlobal('mf_corporate')] = [[['608'], {}]];
  markRemoteFailed('mf_corporate');
  served = { ...served, mf_corporate: release('A', { change: 'rollback' }) };

  const changed = await renewRemote('mf_corporate');

  expect(changed).toBe(true);
  expect(globals[chunkLoadingGlobal('mf_corporate')]).toBeUndefined();
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mf_corporate', entry: '/remotes/mf-corporate/A/remoteEntry.js' }],
    { force: true },
  );
});

it('a container that never ran keeps whatever else shares its name untouched', async () => {
  globals[chunkLoadingGlobal('mf_public')] = ['kept'];
  served = { ...served, mf_public: release('P2') };
  await refreshRegistry();
  expect(globals[chunkLoadingGlobal('mf_public')]).toEqual(['kept']);
});

it('a running release that is withdrawn is reported at once; a rollback of a running one is stale as a rollback', async () => {
  loadRemote.mockResolvedValueOnce({ pages: {} });
  await loadRemoteModule('mf_corporate/pages');
  const heard: string[][] = [];
  const stop = onWithdrawn((remotes) => heard.push(remotes));

  served = { ...served, mf_corporate: release('Z', { change: 'rollback' }) };
  expect(await refreshRegistry()).toEqual(['mf_corporate']);
  expect(staleReleases().map((r) => r.change)).toEqual(['rollback']);
  expect(heard).toEqual([]);

  served = { ...served, mf_corporate: release('Z', { change: 'withdraw', withdrawn: ['A'] }) };
  await refreshRegistry();
  expect(heard).toEqual([['mf_corporate']]);
  stop();
});

it('the first use of a remote waits for a fresh registry read unless one was just made', async () => {
  await ensureFreshRegistry('mf_auth');
  expect(fetchMock).not.toHaveBeenCalled(); // read by the test before, less than 2 s ago
  await ensureFreshRegistry('mf_auth', 0);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await ensureFreshRegistry('mf_corporate', 0); // running in this tab: its version is the tab's
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('a registry that does not answer holds the navigation no longer than the bound', async () => {
  fetchMock.mockImplementationOnce(() => new Promise(() => undefined));
  const started = Date.now();
  await ensureFreshRegistry('mf_auth', 0, 50);
  expect(Date.now() - started).toBeLessThan(1_000);
});

it('a release that failed and was retried as it is still counts as running: its withdraw reaches the tab', async () => {
  served = { ...served, mf_corporate: release('W') };
  await refreshRegistry(); // mf_corporate loaded and running: stale, not swapped
  markRemoteFailed('mf_corporate');
  await renewRemote('mf_corporate'); // W now
  loadRemote.mockRejectedValueOnce(new Error('page chunk truncated'));
  await expect(loadRemoteModule('mf_corporate/pages')).rejects.toThrow();
  loadRemote.mockResolvedValueOnce({ pages: {} });
  await loadRemoteModule('mf_corporate/pages'); // W ran
  markRemoteFailed('mf_corporate');
  await renewRemote('mf_corporate'); // the fallback's retry: W again
  const heard: string[][] = [];
  const stop = onWithdrawn((remotes) => heard.push(remotes));
  served = { ...served, mf_corporate: release('Z', { change: 'withdraw', withdrawn: ['W'] }) };
  await refreshRegistry();
  expect(heard).toEqual([['mf_corporate']]);
  stop();
});
