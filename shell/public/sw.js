/*
 * JobPortal's service worker (issue 44): an installable app with an offline page, never a stale shell or registry.
 *
 * - Pages (navigations): always the network; the offline page (/offline.html) only when the network fails.
 * - /remotes.json, /app-config.json, /sw.js, the manifest, /api/* and the Auth emulator's paths: never touched (the
 *   browser fetches them as if there were no worker), so publishing, rollback and withdraw reach an open tab as before.
 * - Immutable files: a published remote's /remotes/<name>/<version>/... (not its mf-manifest/mf-stats) and the shell's
 *   content-hashed files: from the cache first (their bytes never change under a name), the cache bounded.
 * - The offline page's own files: the network first, the cache when offline (so it follows a new build).
 * - GET /api/candidate/favourites: answered by the network only; a successful answer's title, company and link of
 *   each saved job are kept (the saved-jobs snapshot) for the offline page. Cleared when the session ends
 *   (mf-auth deletes the cache, and posts 'clear-saved-jobs' here).
 *
 * A plain script (no build): the gateway and nginx serve it as the shell's file /sw.js with Cache-Control no-cache.
 * Its decisions are one pure function, `strategyFor` (tested in shell/src/pwa/serviceWorker.test.ts).
 */
'use strict';

const CACHE_VERSION = 'v1';
const CACHE_PREFIX = 'jobportal-';
const OFFLINE_CACHE = `${CACHE_PREFIX}offline-${CACHE_VERSION}`;
const IMMUTABLE_CACHE = `${CACHE_PREFIX}immutable-${CACHE_VERSION}`;
/** Also named in mf-auth (src/shared/auth/offlineSnapshot.ts), which deletes it on sign-out. */
const SAVED_JOBS_CACHE = 'jobportal-saved-jobs-v1';
const SAVED_JOBS_KEY = '/offline/saved-jobs.json';
const OFFLINE_PAGE = '/offline.html';
const OFFLINE_FILES = [OFFLINE_PAGE, '/offline.js', '/offline.css', '/icons/icon-192.png'];
/** Immutable files kept at most (oldest first out): a few versions of every remote and the shell. */
const MAX_IMMUTABLE_ENTRIES = 400;
/** Saved jobs kept for the offline page at most. */
const MAX_SAVED_JOBS = 50;

/** The Auth emulator's paths (libs/deployment authEmulatorCalls.ts EMULATOR_PREFIXES): never cached or answered. */
const EMULATOR_PREFIXES = ['/identitytoolkit.googleapis.com', '/securetoken.googleapis.com', '/emulator'];
/** Always the network, as if there were no worker. */
const NEVER_TOUCHED = new Set(['/remotes.json', '/app-config.json', '/sw.js', '/manifest.webmanifest']);
/** A content-hashed file name (the gateway's HASHED_FILE): its bytes never change. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif)$/;
/** A published version's file; its manifest and stats are served no-cache by the gateway, so not these. */
const REMOTE_FILE = /^\/remotes\/[^/]+\/[^/]+\/(?!server\/)(?:.+\/)?[^/]+$/;
const REMOTE_METADATA = /\/mf-(?:manifest|stats)\.json$/;
const SAVED_JOBS_API = '/api/candidate/favourites';

/**
 * What the worker does with a request:
 * - 'pass': nothing (the browser's own fetch, the worker absent);
 * - 'page': the network, the offline page if the network fails;
 * - 'immutable': the cache, else the network (kept);
 * - 'offline-file': the network (kept), else the cache;
 * - 'saved-jobs': the network only; a successful answer is kept as the saved-jobs snapshot.
 * @param {{ method: string, url: string, mode: string, origin: string, range: boolean }} request
 * @returns {'pass' | 'page' | 'immutable' | 'offline-file' | 'saved-jobs'}
 */
function strategyFor(request) {
  if (request.method !== 'GET' || request.range) return 'pass';
  let url;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== request.origin) return 'pass';
  const path = url.pathname;
  if (EMULATOR_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return 'pass';
  if (path === SAVED_JOBS_API) return 'saved-jobs';
  if (path === '/api' || path.startsWith('/api/')) return 'pass';
  if (NEVER_TOUCHED.has(path)) return 'pass';
  if (request.mode === 'navigate') return 'page';
  if (OFFLINE_FILES.includes(path)) return 'offline-file';
  if (path.startsWith('/remotes/'))
    return REMOTE_FILE.test(path) && !REMOTE_METADATA.test(path) && !path.includes('/.') ? 'immutable' : 'pass';
  if (HASHED_FILE.test(path) && !path.startsWith('/server/')) return 'immutable';
  return 'pass';
}

/** The part of a saved job the offline page shows: its title, its company (both names) and its link. */
function savedJobsSnapshot(body, now) {
  const items = body && body.data && Array.isArray(body.data.items) ? body.data.items : [];
  return {
    savedAt: now,
    jobs: items.slice(0, MAX_SAVED_JOBS).map((job) => ({
      id: String(job.id),
      title: String(job.title),
      company_th: String((job.company && job.company.name_th) || ''),
      company_en: String((job.company && job.company.name_en) || ''),
      url: `/candidate/jobs/${encodeURIComponent(String(job.id))}`,
    })),
  };
}

if (typeof module === 'object' && module.exports) {
  module.exports = { strategyFor, savedJobsSnapshot, OFFLINE_CACHE, IMMUTABLE_CACHE, SAVED_JOBS_CACHE, SAVED_JOBS_KEY };
}

if (typeof ServiceWorkerGlobalScope !== 'undefined' && self instanceof ServiceWorkerGlobalScope) {
  const CURRENT_CACHES = new Set([OFFLINE_CACHE, IMMUTABLE_CACHE, SAVED_JOBS_CACHE]);

  self.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(OFFLINE_CACHE)
        .then((cache) => cache.addAll(OFFLINE_FILES.map((file) => new Request(file, { cache: 'reload' }))))
        .then(() => self.skipWaiting()),
    );
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        // Versioned caches: whatever an older worker kept goes.
        for (const name of await caches.keys())
          if (name.startsWith(CACHE_PREFIX) && !CURRENT_CACHES.has(name)) await caches.delete(name);
        await self.clients.claim();
      })(),
    );
  });

  self.addEventListener('message', (event) => {
    if (event.data && event.data.type === 'clear-saved-jobs')
      event.waitUntil(caches.delete(SAVED_JOBS_CACHE));
  });

  const trim = async (cache) => {
    const keys = await cache.keys();
    for (const key of keys.slice(0, Math.max(0, keys.length - MAX_IMMUTABLE_ENTRIES))) await cache.delete(key);
  };

  // No navigation preload: a navigation the worker leaves alone (an /api page, the emulator's) would be asked twice.
  const page = async (event) => {
    try {
      return await fetch(event.request);
    } catch (error) {
      const offline = await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE });
      if (offline) return offline;
      throw error;
    }
  };

  const immutable = async (event) => {
    const cache = await caches.open(IMMUTABLE_CACHE);
    const kept = await cache.match(event.request);
    if (kept) return kept;
    const response = await fetch(event.request);
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(cache.put(event.request, copy).then(() => trim(cache)));
    }
    return response;
  };

  const offlineFile = async (event) => {
    const cache = await caches.open(OFFLINE_CACHE);
    try {
      const response = await fetch(event.request);
      if (response.ok) {
        const copy = response.clone();
        event.waitUntil(cache.put(new URL(event.request.url).pathname, copy));
      }
      return response;
    } catch (error) {
      const kept = await cache.match(new URL(event.request.url).pathname);
      if (kept) return kept;
      throw error;
    }
  };

  const savedJobs = async (event) => {
    const response = await fetch(event.request);
    const url = new URL(event.request.url);
    // Only the first page of the list (what the candidate's saved-jobs tab opens with).
    if (response.ok && event.request.headers.has('authorization') && !Number(url.searchParams.get('offset'))) {
      const copy = response.clone();
      event.waitUntil(
        copy
          .json()
          .then((body) => caches.open(SAVED_JOBS_CACHE).then((cache) =>
            cache.put(
              SAVED_JOBS_KEY,
              new Response(JSON.stringify(savedJobsSnapshot(body, new Date().toISOString())), {
                headers: { 'content-type': 'application/json' },
              }),
            ),
          ))
          .catch(() => undefined),
      );
    }
    return response;
  };

  self.addEventListener('fetch', (event) => {
    const request = event.request;
    const strategy = strategyFor({
      method: request.method,
      url: request.url,
      mode: request.mode,
      origin: self.location.origin,
      range: request.headers.has('range'),
    });
    if (strategy === 'page') event.respondWith(page(event));
    else if (strategy === 'immutable') event.respondWith(immutable(event));
    else if (strategy === 'offline-file') event.respondWith(offlineFile(event));
    else if (strategy === 'saved-jobs') event.respondWith(savedJobs(event));
  });
}
