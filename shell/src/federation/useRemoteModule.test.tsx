import { act, renderHook } from '@testing-library/react';

jest.mock('./registry', () => ({
  loadRemoteModule: jest.fn(),
  onRemoteSwap: jest.fn(),
  remoteOf: (id: string) => id.split('/')[0],
  renewRemote: jest.fn(() => Promise.resolve(false)),
  readActiveRelease: jest.fn(() => Promise.resolve({ release: null, changed: false })),
  takeActiveRelease: jest.fn(),
  SHARED_REMOTE: 'mf_shared_ui',
}));

import * as registryModule from './registry';
import { useRemoteModule } from './useRemoteModule';
import { REMOTE_LOAD_TIMEOUT_MS } from './deployCheck';

const registry = registryModule as unknown as Record<
  'loadRemoteModule' | 'renewRemote' | 'readActiveRelease' | 'takeActiveRelease',
  jest.Mock
>;

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
});
afterEach(() => jest.useRealTimers());

it('a load that hangs ends in an error after the bound; if it still arrives, it is used', async () => {
  let arrive: (module: unknown) => void = () => undefined;
  registry.loadRemoteModule.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  const { result } = renderHook(() => useRemoteModule<{ ok: boolean }>('mf_auth/hang'));
  expect(result.current.error).toBeNull();
  await act(async () => {
    jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS - 1);
  });
  expect(result.current.error).toBeNull();
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(result.current.error?.message).toMatch(/timed out/);
  await act(async () => arrive({ ok: true }));
  expect(result.current.module).toEqual({ ok: true });
  expect(result.current.error).toBeNull();
});

it('one retry re-reads the registry and serves every slot using the module', async () => {
  registry.loadRemoteModule.mockRejectedValueOnce(new Error('RUNTIME-008'));
  const session = renderHook(() => useRemoteModule<{ ok: boolean }>('mf_auth/session'));
  const guard = renderHook(() => useRemoteModule<{ ok: boolean }>('mf_auth/session'));
  await act(async () => undefined);
  expect(session.result.current.error).not.toBeNull();
  expect(guard.result.current.error).not.toBeNull();
  registry.loadRemoteModule.mockResolvedValueOnce({ ok: true });
  await act(async () => guard.result.current.retry());
  await act(async () => undefined);
  expect(registry.renewRemote).toHaveBeenCalledWith('mf_auth');
  expect(guard.result.current.module).toEqual({ ok: true });
  expect(session.result.current.module).toEqual({ ok: true });
  expect(registry.loadRemoteModule).toHaveBeenCalledTimes(2);
});

it('mf-auth republished and its old folder pruned: the active version is loaded at once (a guest can sign in)', async () => {
  const active = { version: '2', entry: '/remotes/mf-auth/2/remoteEntry.js' };
  registry.loadRemoteModule
    .mockRejectedValueOnce(new Error('Failed to load script resources. #RUNTIME-008'))
    .mockResolvedValueOnce({ ok: true });
  registry.readActiveRelease.mockResolvedValueOnce({ release: active, changed: true });
  const { result } = renderHook(() => useRemoteModule<{ ok: boolean }>('mf_auth/pruned'));
  await act(async () => undefined);
  await act(async () => undefined);
  expect(registry.takeActiveRelease).toHaveBeenCalledWith('mf_auth', active);
  expect(result.current.module).toEqual({ ok: true });
});
