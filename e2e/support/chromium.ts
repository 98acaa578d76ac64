import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium (never a downloaded browser), headless, with the background traffic that would slow a journey
 * or blur a measurement switched off. For the journeys (playwright.config.ts) and the browser benchmarks.
 */
export const DEBIAN_CHROMIUM: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
