/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * The real worker script (shell/public/sw.js) run against a stand-in of the worker's platform (its global scope, the
 * Cache API and the network; Node's own Request and Response): what it answers and what it keeps, event by event.
 * The browser journey (e2e/tests/pwa.spec.ts) runs it in Chromium.
 */
const ORIGIN = 'https://jobportal.example';
const SOURCE = fs.readFileSync(path.join(__dirname, '../../public/sw.js'), 'utf8');

const keyOf = (key: Request | string) => (typeof key === 'string' ? new URL(key, ORIGIN).href : key.url);

class FakeCache {
  entries = new Map<string, Response>();
  async match(key: Request | string) {
    return this.entries.get(keyOf(key))?.clone();
  }
  async put(key: Request | string, response: Response) {
    this.entries.delete(keyOf(key));
    this.entries.set(keyOf(key), response);
  }
  async delete(key: Request | string) {
    return this.entries.delete(keyOf(key));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async addAll(requests: Request[]) {
    for (const request of requests) {
      const response = await world.fetch(request);
      if (!response.ok) throw new TypeError('addAll: not ok');
      await this.put(request, response);
    }
  }
}

class FakeCaches {
  named = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new FakeCache());
    return this.named.get(name)!;
  }
  async has(name: string) {
    return this.named.has(name);
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
  async keys() {
    return [...this.named.keys()];
  }
  async match(key: Request | string, options: { cacheName?: string } = {}) {
    const names = options.cacheName ? [options.cacheName] : [...this.named.keys()];
    for (const name of names) {
      const found = await this.named.get(name)?.match(key);
      if (found) return found;
    }
    return undefined;
  }
}

/** The network: a handler per test; `offline` makes every fetch fail as a browser's does. */
const world = {
  offline: false,
  asked: [] as string[],
  answer: (_request: Request): Response => new Response('network', { status: 200 }),
  fetch: async (input: Request | string) => {
    const request = typeof input === 'string' ? new Request(new URL(input, ORIGIN)) : input;
    world.asked.push(new URL(request.url).pathname);
    if (world.offline) throw new TypeError('Failed to fetch');
    return world.answer(request);
  },
};

/** The shell's public files as the gateway serves them; 'network' for any other path. */
function servedFiles(request: Request): Response {
  const file = path.join(__dirname, '../../public', new URL(request.url).pathname);
  return fs.existsSync(file) && fs.statSync(file).isFile()
    ? new Response(fs.readFileSync(file))
    : new Response('network', { status: 200 });
}

type Listener = (event: Record<string, unknown>) => void;
let listeners: Record<string, Listener>;
let caches: FakeCaches;
let claimed: boolean;
let skipped: boolean;

function startWorker() {
  listeners = {};
  caches = new FakeCaches();
  claimed = false;
  skipped = false;
  world.offline = false;
  world.asked = [];
  world.answer = servedFiles;
  class ServiceWorkerGlobalScope {
    location = { origin: ORIGIN };
    registration = { navigationPreload: { enable: async () => undefined } };
    clients = { claim: async () => void (claimed = true) };
    skipWaiting = async () => void (skipped = true);
    addEventListener = (type: string, listener: Listener) => void (listeners[type] = listener);
  }
  // A worker resolves a relative URL against its own location.
  class WorkerRequest extends Request {
    constructor(input: string | Request, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init);
    }
  }
  vm.runInNewContext(SOURCE, {
    ServiceWorkerGlobalScope,
    self: new ServiceWorkerGlobalScope(),
    caches,
    fetch: world.fetch,
    Request: WorkerRequest,
    Response,
    URL,
    Number,
    JSON,
    Date,
    Math,
  });
}

/** Dispatches an event; resolves with what it answered (undefined: not answered) once its waitUntil work is done. */
async function dispatch(type: string, fields: Record<string, unknown> = {}) {
  const pending: Promise<unknown>[] = [];
  let answered: Promise<Response> | undefined;
  listeners[type]({
    ...fields,
    preloadResponse: Promise.resolve(undefined),
    respondWith: (response: Promise<Response>) => void (answered = response),
    waitUntil: (work: Promise<unknown>) => void pending.push(work),
  });
  const response = await answered;
  await Promise.all(pending);
  // work registered while answering (a cache write after the answer)
  await Promise.all(pending);
  return response;
}

const get = (pathname: string, init: RequestInit & { navigate?: boolean } = {}) => {
  const request = new Request(new URL(pathname, ORIGIN), init);
  // Node's Request cannot be made with mode 'navigate': the worker reads it as a browser sets it.
  if (init.navigate) Object.defineProperty(request, 'mode', { value: 'navigate' });
  return dispatch('fetch', { request });
};

beforeEach(startWorker);

describe('the service worker, event by event', () => {
  it('installs with the offline page’s files fetched afresh, and takes over at once', async () => {
    await dispatch('install');
    expect(world.asked).toEqual(['/offline.html', '/offline.js', '/offline.css', '/icons/icon-192.png']);
    expect(await (await caches.open('jobportal-offline-v1')).keys()).toHaveLength(4);
    expect(skipped).toBe(true);
  });

  it('on activation deletes the caches of other versions (not other sites’ caches) and controls the open tabs', async () => {
    await caches.open('jobportal-immutable-v0');
    await caches.open('jobportal-offline-v0');
    await caches.open('jobportal-offline-v1');
    await caches.open('someone-else');
    await dispatch('activate');
    expect((await caches.keys()).sort()).toEqual(['jobportal-offline-v1', 'someone-else']);
    expect(claimed).toBe(true);
  });

  it('answers a page from the network even with a copy of anything kept; the offline page only when it fails', async () => {
    await dispatch('install');
    world.answer = () => new Response('<html>live</html>', { headers: { 'content-type': 'text/html' } });
    expect(await (await get('/candidate/jobs', { navigate: true }))!.text()).toBe('<html>live</html>');
    // the page was not kept
    expect(await caches.match('/candidate/jobs')).toBeUndefined();
    world.offline = true;
    const offline = await get('/candidate/jobs', { navigate: true });
    expect(await offline!.text()).toContain('คุณออฟไลน์อยู่');
  });

  it('a failing server (500) is the server’s answer, not the offline page', async () => {
    await dispatch('install');
    world.answer = () => new Response('broken', { status: 502 });
    expect((await get('/', { navigate: true }))!.status).toBe(502);
  });

  it('never answers the registry, the API or the emulator: the browser fetches them itself', async () => {
    for (const url of [
      '/remotes.json',
      '/api/jobs/search',
      '/identitytoolkit.googleapis.com/v1/accounts:lookup',
    ])
      expect(await get(url)).toBeUndefined();
    expect(world.asked).toEqual([]);
  });

  it('keeps an immutable file after its first download and answers it from the cache; never an error answer', async () => {
    const file = '/remotes/mf-candidate/1.0.0-ab12cd34/remoteEntry.js';
    expect(await (await get(file))!.text()).toBe('network');
    world.offline = true;
    expect(await (await get(file))!.text()).toBe('network');
    expect(world.asked).toEqual([file]);

    world.offline = false;
    world.answer = () => new Response('missing', { status: 404 });
    const missing = '/remotes/mf-candidate/1.0.0-ab12cd34/page.1a2b3c4d.js';
    expect((await get(missing))!.status).toBe(404);
    world.answer = () => new Response('found');
    expect(await (await get(missing))!.text()).toBe('found');
  });

  it('keeps at most 400 immutable files, the oldest going first', async () => {
    for (let i = 0; i < 405; i += 1) await get(`/remotes/mf-public/v1/chunk-${i}.js`);
    const kept = (await (await caches.open('jobportal-immutable-v1')).keys()).map(
      (r) => new URL(r.url).pathname,
    );
    expect(kept).toHaveLength(400);
    expect(kept[0]).toBe('/remotes/mf-public/v1/chunk-5.js');
  });

  it('keeps the saved jobs a signed-in candidate reads, answers them from the network only, and forgets them on request', async () => {
    const list = {
      data: {
        items: [
          { id: 'j1', title: 'Backend Developer', company: { name_th: 'บริษัท ข', name_en: 'Company B' } },
        ],
        total: 1,
        offset: 0,
        limit: 10,
      },
    };
    world.answer = () => Response.json(list);
    const url = '/api/candidate/favourites?offset=0&limit=10';
    expect(await (await get(url, { headers: { authorization: 'Bearer t' } }))!.json()).toEqual(list);
    const snapshot = async () =>
      (await (await caches.open('jobportal-saved-jobs-v1')).match('/offline/saved-jobs.json'))?.json();
    expect((await snapshot()).jobs).toEqual([
      {
        id: 'j1',
        title: 'Backend Developer',
        company_th: 'บริษัท ข',
        company_en: 'Company B',
        url: '/candidate/jobs/j1',
      },
    ]);
    // offline, the list is not answered from what was kept
    world.offline = true;
    await expect(get(url, { headers: { authorization: 'Bearer t' } })).rejects.toThrow('Failed to fetch');
    // signed out: the page tells the worker
    await dispatch('message', { data: { type: 'clear-saved-jobs' } });
    expect(await caches.has('jobportal-saved-jobs-v1')).toBe(false);
  });

  it('keeps nothing of an anonymous or later-page answer', async () => {
    world.answer = () => Response.json({ data: { items: [{ id: 'j1', title: 't', company: {} }] } });
    await get('/api/candidate/favourites?offset=0&limit=10');
    await get('/api/candidate/favourites?offset=10&limit=10', { headers: { authorization: 'Bearer t' } });
    expect(await caches.has('jobportal-saved-jobs-v1')).toBe(false);
  });
});
