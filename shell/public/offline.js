/*
 * The offline page (/offline.html, answered by the service worker sw.js for a page that cannot be reached): says the
 * visitor is offline, retries, and lists the signed-in candidate's saved jobs from the snapshot the worker kept.
 * A static file (no inline script: the page's CSP allows 'self' scripts only). Its texts in Thai and English, chosen
 * by the portal's locale cookie (jp_locale) as the app does; Thai by default.
 */
(function () {
  'use strict';
  var SAVED_JOBS_CACHE = 'jobportal-saved-jobs-v1';
  var SAVED_JOBS_KEY = '/offline/saved-jobs.json';
  /** mf-shared-ui storedSession.ts ACTIVE_POOL_KEY: which pool holds the session on this browser. */
  var ACTIVE_POOL_KEY = 'jobportal.activePool';
  var TEXTS = {
    th: {
      documentTitle: 'ออฟไลน์ | JobPortal',
      title: 'คุณออฟไลน์อยู่',
      body: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต หน้านี้จะแสดงเนื้อหาล่าสุดเมื่อเชื่อมต่อได้อีกครั้ง',
      retry: 'ลองใหม่',
      savedTitle: 'งานที่บันทึก (อ่านได้แบบออฟไลน์)',
      savedNone: 'ยังไม่มีงานที่บันทึกไว้สำหรับอ่านแบบออฟไลน์',
      savedAt: 'ข้อมูล ณ ',
    },
    en: {
      documentTitle: 'Offline | JobPortal',
      title: 'You are offline',
      body: 'There is no internet connection. This page shows the latest content once you are connected again.',
      retry: 'Try again',
      savedTitle: 'Saved jobs (readable offline)',
      savedNone: 'No saved jobs are kept for reading offline yet.',
      savedAt: 'As of ',
    },
  };
  var locale = /(?:^|; )jp_locale=en(?:;|$)/.test(document.cookie) ? 'en' : 'th';
  var texts = TEXTS[locale];

  function start() {
    document.documentElement.lang = locale;
    document.title = texts.documentTitle;
    var nodes = document.querySelectorAll('[data-text]');
    for (var i = 0; i < nodes.length; i++) nodes[i].textContent = texts[nodes[i].getAttribute('data-text')];
    document.getElementById('retry').addEventListener('click', function () {
      window.location.reload();
    });
    window.addEventListener('online', function () {
      window.location.reload();
    });
    showSavedJobs();
  }

  function signedInCandidate() {
    try {
      return window.localStorage.getItem(ACTIVE_POOL_KEY) === 'candidate';
    } catch (e) {
      return false;
    }
  }

  function showSavedJobs() {
    if (!signedInCandidate() || !('caches' in window)) return;
    caches
      .open(SAVED_JOBS_CACHE)
      .then(function (cache) {
        return cache.match(SAVED_JOBS_KEY);
      })
      .then(function (response) {
        return response ? response.json() : null;
      })
      .then(function (snapshot) {
        if (!snapshot || !snapshot.jobs || snapshot.jobs.length === 0) {
          document.getElementById('saved-none').hidden = false;
          return;
        }
        var list = document.getElementById('saved-list');
        snapshot.jobs.forEach(function (job) {
          var item = document.createElement('li');
          var link = document.createElement('a');
          link.href = job.url;
          link.textContent = job.title;
          var company = document.createElement('span');
          company.className = 'company';
          company.textContent = (locale === 'en' ? job.company_en : job.company_th) || job.company_th || job.company_en;
          item.appendChild(link);
          item.appendChild(company);
          list.appendChild(item);
        });
        var at = new Date(snapshot.savedAt);
        if (!isNaN(at.getTime()))
          document.getElementById('saved-at').textContent =
            texts.savedAt + at.toLocaleString(locale === 'en' ? 'en-GB' : 'th-TH');
        document.getElementById('saved').hidden = false;
      })
      .catch(function () {
        /* no snapshot readable: the page without the list */
      });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
