import fs from 'node:fs';
import path from 'node:path';
import { forgetOfflineSavedJobs, SAVED_JOBS_CACHE } from './offlineSnapshot';

describe('the offline saved-jobs snapshot on sign-out', () => {
  const deleted: string[] = [];
  const posted: unknown[] = [];
  beforeEach(() => {
    deleted.length = 0;
    posted.length = 0;
    Object.defineProperty(globalThis, 'caches', {
      configurable: true,
      value: { delete: async (name: string) => (deleted.push(name), true) },
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: { postMessage: (message: unknown) => posted.push(message) } },
    });
  });
  afterEach(() => {
    delete (globalThis as { caches?: unknown }).caches;
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('deletes the cache the service worker writes and tells the worker', () => {
    forgetOfflineSavedJobs();
    expect(deleted).toEqual([SAVED_JOBS_CACHE]);
    expect(posted).toEqual([{ type: 'clear-saved-jobs' }]);
  });

  it('names the same cache as the worker and the offline page', () => {
    for (const file of ['sw.js', 'offline.js']) {
      const source = fs.readFileSync(path.join(__dirname, '../../../../shell/public', file), 'utf8');
      expect(source).toContain(`'${SAVED_JOBS_CACHE}'`);
    }
  });

  it('does nothing without a Cache API or a worker (an insecure origin, an old browser)', () => {
    delete (globalThis as { caches?: unknown }).caches;
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    expect(() => forgetOfflineSavedJobs()).not.toThrow();
  });
});
