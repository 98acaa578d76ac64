import type { ComponentType } from 'react';

jest.mock('./registry', () => ({
  ensureFreshRegistry: jest.fn(() => Promise.resolve()),
  isRemoteFailed: jest.fn(() => false),
  loadRemoteModule: jest.fn(),
  onRemoteSwap: jest.fn(),
  readActiveRelease: jest.fn(),
  renewRemote: jest.fn(() => Promise.resolve(false)),
  takeActiveRelease: jest.fn(),
  SHARED_REMOTE: 'mf_shared_ui',
}));

import * as registryModule from './registry';
import { loadPageRecovering } from './loadPage';

const registry = registryModule as unknown as Record<
  | 'isRemoteFailed'
  | 'loadRemoteModule'
  | 'onRemoteSwap'
  | 'readActiveRelease'
  | 'renewRemote'
  | 'takeActiveRelease',
  jest.Mock
>;
const Page: ComponentType = () => null;
const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
const active = { version: '2', entry: '/remotes/mf-candidate/2/remoteEntry.js' };
let swapped: ((remote: string) => void) | undefined;

beforeAll(() => {
  swapped = registry.onRemoteSwap.mock.calls[0]?.[0] as (remote: string) => void;
});
beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
});

it('a chunk of a pruned version: the active version is taken and the page loads at once, no reload', async () => {
  let version = '1';
  registry.loadRemoteModule.mockImplementation(() =>
    Promise.resolve({
      pages: {
        Landing: () => (version === '1' ? Promise.reject(chunkError()) : Promise.resolve({ default: Page })),
      },
    }),
  );
  registry.readActiveRelease.mockResolvedValue({ release: active, changed: true });
  registry.takeActiveRelease.mockImplementation(() => {
    version = '2';
    swapped?.('mf_candidate');
  });
  await expect(loadPageRecovering('mf_candidate', 'Landing', '/candidate')).resolves.toBe(Page);
  expect(registry.takeActiveRelease).toHaveBeenCalledWith('mf_candidate', active);
  expect(window.sessionStorage.length).toBe(0); // no reload claimed
});

it('the active version itself fails: the error reaches the fallback, no reload loop', async () => {
  registry.loadRemoteModule.mockRejectedValue(new Error('Failed to load script resources. #RUNTIME-008'));
  registry.readActiveRelease.mockResolvedValue({ release: active, changed: false });
  await expect(loadPageRecovering('mf_corporate', 'Landing', '/corporate')).rejects.toThrow('RUNTIME-008');
  expect(registry.takeActiveRelease).not.toHaveBeenCalled();
  expect(window.sessionStorage.length).toBe(0);
});

it('a page whose remote failed before is taken from the registry as it is now (a rollback since then)', async () => {
  registry.isRemoteFailed.mockReturnValueOnce(true);
  registry.renewRemote.mockResolvedValueOnce(false);
  registry.loadRemoteModule.mockResolvedValue({ pages: { Blog: () => Promise.resolve({ default: Page }) } });
  await expect(loadPageRecovering('mf_public', 'Blog', '/blog')).resolves.toBe(Page);
  expect(registry.renewRemote).toHaveBeenCalledWith('mf_public');
});

it('an error that is not a chunk error does not re-read the registry', async () => {
  registry.loadRemoteModule.mockResolvedValue({ pages: {} });
  await expect(loadPageRecovering('mf_public', 'Nope', '/x')).rejects.toThrow('does not expose page Nope');
  expect(registry.readActiveRelease).not.toHaveBeenCalled();
});
