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
    launchOptions: DEBIAN_CHROMIUM,
  },
});
