import { chromium, type Browser } from 'playwright-core';
import { DEBIAN_CHROMIUM } from '../support/chromium';

/** The benchmarks' browser: the journeys' Debian Chromium. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch(DEBIAN_CHROMIUM);
}

/**
 * The phone Lighthouse's mobile run emulates (its user agent, screen and locale): the gateway renders a phone's
 * layout on the server for that user agent, so a bench without it measured the desktop page on a phone's screen.
 */
export const PHONE = {
  locale: 'th-TH',
  viewport: { width: 412, height: 823 },
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

/**
 * A page as a phone sees it (PHONE) on a CPU slowed 4x as Lighthouse's mobile run (`cpuSlowdown`
 * 1: full speed), in a context of its own, and the page's DevTools session for what the bench records (bench:profile,
 * bench:trace, bench:layout).
 */
export async function openPhonePage(browser: Browser, cpuSlowdown = 4) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { page, cdp };
}
