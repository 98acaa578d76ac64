import fs from 'node:fs';
import path from 'node:path';

/**
 * The offline page (shell/public/offline.html + offline.js) as a browser shows it when the service worker answers a
 * page with it: its texts by the visitor's language, a retry, and the saved jobs the worker kept, only while a
 * candidate holds the session. The Cache API is a stand-in (jsdom has none).
 */
const PUBLIC = path.join(__dirname, '../../public');
const html = fs.readFileSync(path.join(PUBLIC, 'offline.html'), 'utf8');
const script = fs.readFileSync(path.join(PUBLIC, 'offline.js'), 'utf8');

const SNAPSHOT = {
  savedAt: '2026-12-06T08:00:00.000Z',
  jobs: [
    {
      id: 'j1',
      title: 'นักพัฒนา React',
      company_th: 'บริษัท ก',
      company_en: 'Company A',
      url: '/candidate/jobs/j1',
    },
    {
      id: 'j2',
      title: 'Data Engineer',
      company_th: 'บริษัท ข',
      company_en: 'Company B',
      url: '/candidate/jobs/j2',
    },
  ],
};

function showOfflinePage(options: { pool?: string; locale?: 'en'; snapshot?: object | null }) {
  document.documentElement.innerHTML = html
    .replace(/^<!doctype html>\s*<html[^>]*>/i, '')
    .replace(/<\/html>\s*$/, '');
  window.localStorage.clear();
  if (options.pool) window.localStorage.setItem('jobportal.activePool', options.pool);
  document.cookie = `jp_locale=${options.locale ?? 'th'}; path=/`;
  const opened: string[] = [];
  Object.defineProperty(window, 'caches', {
    configurable: true,
    value: {
      open: async (name: string) => {
        opened.push(name);
        return {
          match: async (key: string) =>
            key === '/offline/saved-jobs.json' && options.snapshot
              ? new Response(JSON.stringify(options.snapshot))
              : undefined,
        };
      },
    },
  });
  new Function(script)();
  return opened;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// jsdom has no fetch Response: a minimal one with json()
class Response {
  constructor(private readonly body: string) {}
  json() {
    return Promise.resolve(JSON.parse(this.body));
  }
}

describe('the offline page', () => {
  it('says the visitor is offline, in Thai by default, with a retry', async () => {
    showOfflinePage({});
    await settle();
    expect(document.documentElement.lang).toBe('th');
    expect(document.querySelector('h1')!.textContent).toBe('คุณออฟไลน์อยู่');
    expect(document.getElementById('retry')!.textContent).toBe('ลองใหม่');
    expect(document.title).toBe('ออฟไลน์ | JobPortal');
  });

  it('speaks English to a visitor whose language is English', async () => {
    showOfflinePage({ locale: 'en' });
    await settle();
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector('h1')!.textContent).toBe('You are offline');
    expect(document.getElementById('retry')!.textContent).toBe('Try again');
  });

  it('lists the signed-in candidate’s saved jobs with their company and link', async () => {
    const opened = showOfflinePage({ pool: 'candidate', snapshot: SNAPSHOT });
    await settle();
    expect(opened).toEqual(['jobportal-saved-jobs-v1']);
    const links = [...document.querySelectorAll<HTMLAnchorElement>('#saved-list a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['นักพัฒนา React', '/candidate/jobs/j1'],
      ['Data Engineer', '/candidate/jobs/j2'],
    ]);
    expect([...document.querySelectorAll('#saved-list .company')].map((c) => c.textContent)).toEqual([
      'บริษัท ก',
      'บริษัท ข',
    ]);
    expect(document.getElementById('saved')!.hidden).toBe(false);
    expect(document.getElementById('saved-title')!.textContent).toBe('งานที่บันทึก (อ่านได้แบบออฟไลน์)');
  });

  it('a job title is text, never markup', async () => {
    showOfflinePage({
      pool: 'candidate',
      snapshot: { ...SNAPSHOT, jobs: [{ ...SNAPSHOT.jobs[0], title: '<img src=x onerror=alert(1)>' }] },
    });
    await settle();
    expect(document.querySelector('#saved-list img')).toBeNull();
    expect(document.querySelector('#saved-list a')!.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('shows no saved jobs unless a candidate holds the session (a guest, an employer)', async () => {
    for (const pool of [undefined, 'corporate']) {
      const opened = showOfflinePage({ pool, snapshot: SNAPSHOT });
      await settle();
      expect(opened).toEqual([]);
      expect(document.querySelectorAll('#saved-list li')).toHaveLength(0);
      expect(document.getElementById('saved')!.hidden).toBe(true);
    }
  });

  it('says so when a candidate has no saved jobs kept', async () => {
    showOfflinePage({ pool: 'candidate', snapshot: null });
    await settle();
    expect(document.getElementById('saved-none')!.hidden).toBe(false);
    expect(document.getElementById('saved')!.hidden).toBe(true);
  });
});
