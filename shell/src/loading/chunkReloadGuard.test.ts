import { claimChunkReload, isChunkLoadError, RELOAD_GUARD_MS } from './chunkReloadGuard';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('chunk reload guard', () => {
  it('allows one reload per path per 10 s', () => {
    const storage = memoryStorage();
    expect(claimChunkReload('/candidate/jobs', storage, 1_000)).toBe(true);
    expect(claimChunkReload('/candidate/jobs', storage, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimChunkReload('/candidate/jobs', storage, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('counts paths separately', () => {
    const storage = memoryStorage();
    expect(claimChunkReload('/a', storage, 0)).toBe(true);
    expect(claimChunkReload('/b', storage, 1)).toBe(true);
    expect(claimChunkReload('/a', storage, 2)).toBe(false);
  });

  it('survives a corrupt record', () => {
    const storage = memoryStorage();
    storage.setItem('jp:chunk-reload', '{not json');
    expect(claimChunkReload('/a', storage, 0)).toBe(true);
  });

  it('recognises chunk load failures and nothing else', () => {
    expect(
      isChunkLoadError(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' })),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
