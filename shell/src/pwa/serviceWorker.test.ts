import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** The real worker script (shell/public/sw.js), evaluated as a plain script: its exports, no worker listeners. */
function loadWorker() {
  const sandbox = { module: { exports: {} as Record<string, unknown> }, URL };
  vm.runInNewContext(fs.readFileSync(path.join(__dirname, '../../public/sw.js'), 'utf8'), sandbox);
  return sandbox.module.exports as {
    strategyFor: (request: {
      method: string;
      url: string;
      mode: string;
      origin: string;
      range: boolean;
    }) => string;
    savedJobsSnapshot: (
      body: unknown,
      now: string,
    ) => {
      savedAt: string;
      jobs: { id: string; title: string; company_th: string; company_en: string; url: string }[];
    };
  };
}

const { strategyFor, savedJobsSnapshot } = loadWorker();
const ORIGIN = 'https://jobportal.example';
const get = (pathname: string, more: Partial<{ method: string; mode: string; range: boolean }> = {}) =>
  strategyFor({
    method: 'GET',
    url: pathname.startsWith('http') ? pathname : `${ORIGIN}${pathname}`,
    mode: 'cors',
    origin: ORIGIN,
    range: false,
    ...more,
  });

describe('the service worker’s routing decisions', () => {
  it('never answers the registry, the configuration, itself or the manifest: a release reaches an open tab as without it', () => {
    for (const url of [
      '/remotes.json',
      '/remotes.json?t=1',
      '/app-config.json',
      '/sw.js',
      '/manifest.webmanifest',
    ])
      expect([url, get(url)]).toEqual([url, 'pass']);
    // even when asked as a navigation (someone opens /remotes.json in a tab)
    expect(get('/remotes.json', { mode: 'navigate' })).toBe('pass');
  });

  it('sends every page to the network first (the offline page only when it fails), never a kept shell', () => {
    for (const url of ['/', '/candidate/jobs?main_input=react', '/candidate/jobs/42', '/no-such-page'])
      expect(get(url, { mode: 'navigate' })).toBe('page');
    // the shell's index.html asked as a file is not kept either
    expect(get('/index.html')).toBe('pass');
  });

  it('leaves the API alone, except that the saved-jobs list is read (never answered) for the offline snapshot', () => {
    for (const url of ['/api/jobs', '/api/candidate/profile', '/api/releases/mf-candidate', '/api/home'])
      expect(get(url)).toBe('pass');
    expect(get('/api/candidate/favourites?offset=0&limit=10')).toBe('saved-jobs');
    expect(get('/api/candidate/favourites', { method: 'POST' })).toBe('pass');
  });

  it('never touches the Auth emulator’s paths', () => {
    for (const url of [
      '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k',
      '/securetoken.googleapis.com/v1/token',
      '/emulator/auth/handler?apiKey=k',
      '/emulator/auth/iframe',
    ]) {
      expect(get(url)).toBe('pass');
      expect(get(url, { mode: 'navigate' })).toBe('pass');
    }
  });

  it('keeps the immutable files: a published remote version’s and the shell’s content-hashed ones', () => {
    expect(get('/remotes/mf-candidate/1.4.0-ab12cd34/remoteEntry.js')).toBe('immutable');
    expect(get('/remotes/mf-candidate/1.4.0-ab12cd34/static/js/async/page.1a2b3c4d.js')).toBe('immutable');
    expect(get('/main.c157a5c9.js')).toBe('immutable');
    expect(get('/713.ece7687c.css')).toBe('immutable');
  });

  it('does not keep what may change under its name or is not for browsers', () => {
    for (const url of [
      '/remotes/mf-candidate/1.4.0/mf-manifest.json',
      '/remotes/mf-candidate/1.4.0/mf-stats.json',
      '/remotes/mf-candidate/1.4.0/server/remoteEntry.js',
      '/remotes/mf-candidate/1.4.0/.published.json',
      '/remotes/mf-candidate',
      '/assets/blog/ai.svg',
      '/server/main.1a2b3c4d.js',
      '/favicon.ico',
    ])
      expect([url, get(url)]).toEqual([url, 'pass']);
  });

  it('the offline page’s own files: the network first, kept for when it fails', () => {
    for (const url of ['/offline.html', '/offline.js', '/offline.css', '/icons/icon-192.png'])
      expect(get(url)).toBe('offline-file');
  });

  it('leaves other origins, other methods and range requests alone', () => {
    expect(get('https://fonts.example/x.1a2b3c4d.woff2')).toBe('pass');
    expect(get('/main.c157a5c9.js', { method: 'HEAD' })).toBe('pass');
    expect(get('/remotes/mf-public/1/remoteEntry.js', { range: true })).toBe('pass');
    expect(get('/', { method: 'POST', mode: 'navigate' })).toBe('pass');
  });
});

describe('the saved-jobs snapshot', () => {
  it('keeps only the title, the company’s names and the link of each job', () => {
    const snapshot = savedJobsSnapshot(
      {
        data: {
          items: [
            {
              id: 'j1',
              title: 'นักพัฒนา React',
              company: { id: 'c1', name_th: 'บริษัท ก', name_en: 'Company A', logo_url: null, verified: true },
              salary_min: 50000,
              skills: ['react'],
              is_favourite: true,
            },
          ],
          total: 1,
          offset: 0,
          limit: 10,
        },
      },
      '2026-12-06T15:00:00.000Z',
    );
    expect(snapshot).toEqual({
      savedAt: '2026-12-06T15:00:00.000Z',
      jobs: [
        {
          id: 'j1',
          title: 'นักพัฒนา React',
          company_th: 'บริษัท ก',
          company_en: 'Company A',
          url: '/candidate/jobs/j1',
        },
      ],
    });
  });

  it('an answer of another shape keeps nothing', () => {
    expect(savedJobsSnapshot({ error: { code: 'UNAUTHORIZED' } }, 'now').jobs).toEqual([]);
  });
});
