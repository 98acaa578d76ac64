import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { filterKey, ResponseCache } from '../src/services/search/response-cache';

describe('search response cache', () => {
  it('answers a repeated search of the same index version and forgets everything when the version moves', () => {
    const c = new ResponseCache<string>(10, 60_000);
    c.set(1, 'react', 'page of react jobs', 0);
    expect(c.get(1, 'react', 10)).toBe('page of react jobs');
    expect(c.get(2, 'react', 20)).toBeUndefined(); // a job changed: stale pages must not be served
    c.set(1, 'react', 'old', 30); // a search that started on version 1 finishes late: not stored
    expect(c.get(2, 'react', 40)).toBeUndefined();
  });

  it('moves to the next version keeping the pages the change cannot affect; a request on an older version bypasses it', () => {
    const c = new ResponseCache<string>(10, 60_000);
    c.set(1, 'react', 'react page', 0);
    c.set(1, 'python', 'python page', 0);
    expect(c.advance(1, 2, (page) => page.startsWith('python'))).toBe(1);
    expect(c.get(2, 'react', 10)).toBe('react page');
    expect(c.get(2, 'python', 10)).toBeUndefined();
    expect(c.get(1, 'react', 10)).toBeUndefined(); // read before the change: not served, and nothing forgotten
    expect(c.get(2, 'react', 10)).toBe('react page');
    expect(c.advance(1, 3, () => false)).toBe(1); // not on version 1 any more: everything goes
    expect(c.get(3, 'react', 10)).toBeUndefined();
  });

  it('keeps at most `max` pages, dropping the least recently used', () => {
    const c = new ResponseCache<number>(2, 60_000);
    c.set(1, 'a', 1, 0);
    c.set(1, 'b', 2, 0);
    expect(c.get(1, 'a', 1)).toBe(1); // a is now the most recent
    c.set(1, 'c', 3, 2);
    expect(c.size).toBe(2);
    expect(c.get(1, 'b', 3)).toBeUndefined();
    expect(c.get(1, 'a', 3)).toBe(1);
    expect(c.get(1, 'c', 3)).toBe(3);
  });

  it('expires pages after the TTL (company names and logos change without a job write)', () => {
    const c = new ResponseCache<number>(10, 1000);
    c.set(1, 'a', 1, 0);
    expect(c.get(1, 'a', 999)).toBe(1);
    expect(c.get(1, 'a', 2001)).toBeUndefined();
  });

  it('computes a popular page once for the requests that miss it together, and not again once cached', async () => {
    const c = new ResponseCache<string>(10, 60_000);
    let computed = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const compute = async () => {
      computed++;
      await gate;
      return 'page';
    };
    const waiting = Array.from({ length: 5 }, () => c.through(1, 'react', compute, 0));
    release();
    const got = await Promise.all(waiting);
    expect(computed).toBe(1);
    expect(got.map((g) => g.value)).toEqual(Array(5).fill('page'));
    expect(got.every((g) => !g.hit)).toBe(true);
    expect(await c.through(1, 'react', compute, 10)).toEqual({ value: 'page', hit: true });
    // a new index version: computed again (never shared across versions)
    expect(await c.through(2, 'react', compute, 20)).toEqual({ value: 'page', hit: false });
    expect(computed).toBe(2);
  });

  it('answers a page past its TTL once more while it computes the next one (same index version only)', async () => {
    const c = new ResponseCache<string>(10, 1000);
    let n = 0;
    const compute = async () => `page ${++n}`;
    expect(await c.through(1, 'k', compute, 0)).toEqual({ value: 'page 1', hit: false });
    // past the TTL: the old page at once, the next one computed in the background
    expect(await c.through(1, 'k', compute, 1500)).toEqual({ value: 'page 1', hit: true });
    await new Promise((r) => setImmediate(r));
    expect(n).toBe(2);
    expect(await c.through(1, 'k', compute, 1600)).toEqual({ value: 'page 2', hit: true });
    // twice the TTL: too old to be answered, computed while the request waits
    expect(await c.through(1, 'k', compute, 3700)).toEqual({ value: 'page 3', hit: false });
    // a job changed (new version): never the old page
    expect(await c.through(2, 'k', compute, 3800)).toEqual({ value: 'page 4', hit: false });
  });

  it('does not keep a failed computation', async () => {
    const c = new ResponseCache<string>(10, 60_000);
    await expect(c.through(1, 'k', () => Promise.reject(new Error('db down')), 0)).rejects.toThrow('db down');
    expect(await c.through(1, 'k', async () => 'ok', 1)).toEqual({ value: 'ok', hit: false });
  });

  it('gives one key to the same search written differently, and different keys to different pages', () => {
    expect(filterKey({ main_input: '  react   developer ', location: [2, 1] })).toBe(
      filterKey({ location: ['1', '2'], main_input: 'react developer', tag: [] as string[] }),
    );
    expect(filterKey({ main_input: 'react', offset: 20 })).not.toBe(filterKey({ main_input: 'react' }));
    expect(filterKey({ main_input: 'react', workType: 'remote' })).not.toBe(
      filterKey({ main_input: 'react' }),
    );
  });
});

describe('API cluster', () => {
  it('refuses API_WORKERS > 1 with the embedded PGlite database, saying why', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, API_WORKERS: '2', NODE_OPTIONS: '' };
    delete env.DATABASE_URL;
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(__dirname, '..'),
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('API_WORKERS=2 needs PostgreSQL (DATABASE_URL)');
  }, 70_000);
});
