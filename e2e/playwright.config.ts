import { defineConfig } from '@playwright/test';
import { DEBIAN_CHROMIUM } from './support/chromium';

/**
 * Browser journeys against the running portal (`npm start`, http://localhost:8080 by default) in Debian's
 * Chromium. Never downloads a browser.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: process.env.PORTAL_URL ?? 'http://localhost:8080',
    locale: 'th-TH',
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    // page.route does not see what a service worker fetches (the chaos journeys break remote files with it): the
    // portal's worker (issue 44) runs in the journeys that allow it (e2e/tests/pwa.spec.ts).
    serviceWorkers: 'block',
    launchOptions: DEBIAN_CHROMIUM,
  },
});
