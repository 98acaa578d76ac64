import {
  createDeployWatcher,
  planRegistryUpdate,
  recoveryFor,
  staleKind,
  withdrawnRunning,
  VERSION_CHECK_INTERVAL_MS,
  VERSION_CHECK_MIN_GAP_MS,
  type WatcherTarget,
} from './deployCheck';

const release = (version: string) => ({ version, entry: `/remotes/x/${version}/remoteEntry.js` });

function target() {
  const listeners = new Map<string, () => void>();
  const t: WatcherTarget & { fire(type: string): void } = {
    addEventListener: (type, l) => void listeners.set(type, l),
    removeEventListener: (type) => void listeners.delete(type),
    fire: (type) => listeners.get(type)?.(),
  };
  return t;
}

describe('planRegistryUpdate', () => {
  const registered = { mf_public: release('1'), mf_corporate: release('1'), mf_auth: release('1') };

  it('a running remote that changed is stale (reload offered); one not loaded yet takes the new version', () => {
    const next = { mf_public: release('2'), mf_corporate: release('2'), mf_auth: release('1') };
    expect(planRegistryUpdate(registered, next, new Set(['mf_public']))).toEqual({
      stale: ['mf_public'],
      swap: ['mf_corporate'],
    });
  });

  it('a loaded remote that failed takes the new version (a rollback after a broken release)', () => {
    const next = { ...registered, mf_corporate: release('0') };
    expect(
      planRegistryUpdate(registered, next, new Set(['mf_corporate']), new Set(['mf_corporate'])),
    ).toEqual({
      stale: [],
      swap: ['mf_corporate'],
    });
  });

  it('nothing changed, or a remote missing from the read: nothing to do', () => {
    expect(planRegistryUpdate(registered, { ...registered }, new Set(['mf_public']))).toEqual({
      stale: [],
      swap: [],
    });
    expect(planRegistryUpdate(registered, {}, new Set(['mf_public']))).toEqual({ stale: [], swap: [] });
  });

  it('a remote new to the registry is registered', () => {
    expect(planRegistryUpdate({}, { mf_new: release('1') }, new Set())).toEqual({
      stale: [],
      swap: ['mf_new'],
    });
  });
});

describe('recoveryFor', () => {
  const never = () => {
    throw new Error('reload must not be claimed');
  };

  it('a chunk of a version no longer active: the active version at once, no reload', () => {
    expect(
      recoveryFor({ chunkError: true, versionChanged: true, sharedRemote: false, claimReload: never }),
    ).toBe('swap');
  });

  it('the design system is never swapped live: a guarded reload, then the fallback', () => {
    expect(
      recoveryFor({ chunkError: true, versionChanged: true, sharedRemote: true, claimReload: () => true }),
    ).toBe('reload');
    expect(
      recoveryFor({ chunkError: true, versionChanged: true, sharedRemote: true, claimReload: () => false }),
    ).toBe('fallback');
  });

  it('the active version failing (or any non-chunk error): the fallback, never a reload loop', () => {
    expect(
      recoveryFor({ chunkError: true, versionChanged: false, sharedRemote: false, claimReload: never }),
    ).toBe('fallback');
    expect(
      recoveryFor({ chunkError: false, versionChanged: true, sharedRemote: false, claimReload: never }),
    ).toBe('fallback');
  });
});

describe('createDeployWatcher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(hidden = false) {
    const check = jest.fn(() => Promise.resolve());
    const watcher = createDeployWatcher({ check, isHidden: () => hidden });
    const win = target();
    const doc = target();
    const stop = watcher.start(win, doc);
    return { check, watcher, win, doc, stop };
  }
  const settle = () => Promise.resolve().then(() => Promise.resolve());

  it('checks every interval', async () => {
    const { check } = setup();
    jest.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    await settle();
    jest.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('checks on focus, on the tab becoming visible and on navigation, at most once per minimum gap', async () => {
    const { check, watcher, win, doc } = setup();
    win.fire('focus');
    expect(check).not.toHaveBeenCalled(); // the registry was read at start just now
    jest.advanceTimersByTime(VERSION_CHECK_MIN_GAP_MS);
    win.fire('focus');
    expect(check).toHaveBeenCalledTimes(1);
    await settle();
    watcher.trigger();
    doc.fire('visibilitychange');
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(VERSION_CHECK_MIN_GAP_MS);
    doc.fire('visibilitychange');
    expect(check).toHaveBeenCalledTimes(2);
    await settle();
    jest.advanceTimersByTime(VERSION_CHECK_MIN_GAP_MS);
    watcher.trigger();
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('never runs two checks at once; checkNow ignores the gap', async () => {
    let finish: () => void = () => undefined;
    const check = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const watcher = createDeployWatcher({ check });
    const first = watcher.checkNow();
    expect(watcher.checkNow()).toBe(first);
    expect(check).toHaveBeenCalledTimes(1);
    finish();
    await first;
    const second = watcher.checkNow();
    expect(check).toHaveBeenCalledTimes(2);
    finish();
    await second;
  });

  it('a hidden tab skips its interval checks and checks when shown', () => {
    const { check } = setup(true);
    jest.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS * 3);
    expect(check).not.toHaveBeenCalled();
  });

  it('a failed read does not stop the watcher', async () => {
    const check = jest.fn(() => Promise.reject(new Error('offline')));
    const watcher = createDeployWatcher({ check });
    await expect(watcher.checkNow()).resolves.toBeUndefined();
    await expect(watcher.checkNow()).resolves.toBeUndefined();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stop removes the timer and the listeners', () => {
    const { check, win, stop } = setup();
    stop();
    jest.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS * 2);
    win.fire('focus');
    expect(check).not.toHaveBeenCalled();
  });
});

describe('withdrawn and rolled-back releases', () => {
  const withdrawn = (version: string, gone: string[]) => ({ ...release(version), withdrawn: gone });

  it('a running container whose version was withdrawn must be left; one that never ran just takes the new version', () => {
    const registered = { mf_corporate: release('2'), mf_public: release('5'), mf_auth: release('3') };
    const next = {
      mf_corporate: withdrawn('1', ['2']),
      mf_public: withdrawn('4', ['5']),
      mf_auth: withdrawn('3', ['1']),
    };
    expect(withdrawnRunning(registered, next, new Set(['mf_corporate', 'mf_auth']))).toEqual([
      'mf_corporate',
    ]);
  });

  it('the notice calls a rollback a rollback, and anything else a new version', () => {
    expect(staleKind(['rollback'])).toBe('rollback');
    expect(staleKind(['rollback', 'withdraw'])).toBe('rollback');
    expect(staleKind(['rollback', 'activate'])).toBe('update');
    expect(staleKind([undefined])).toBe('update');
    expect(staleKind([])).toBe('update');
  });

  it('a tab checks often enough to leave a withdrawn release within 10 s', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBeLessThanOrEqual(10_000 - 1_500 - 1_000);
  });
});
