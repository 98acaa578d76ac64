import { chromium, type Browser } from 'playwright-core';
import { DEBIAN_CHROMIUM } from '../support/chromium';

/** The benchmarks' browser: the journeys' Debian Chromium. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch(DEBIAN_CHROMIUM);
}

/**
 * A page as a phone sees it (Thai, 412 x 823, mobile) on a CPU slowed 4x as Lighthouse's mobile run (`cpuSlowdown`
 * 1: full speed), in a context of its own, and the page's DevTools session for what the bench records (bench:profile,
 * bench:trace, bench:layout).
 */
export async function openPhonePage(browser: Browser, cpuSlowdown = 4) {
  const context = await browser.newContext({
    locale: 'th-TH',
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { page, cdp };
}
