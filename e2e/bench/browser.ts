import { chromium, type Browser } from 'playwright-core';
import { DEBIAN_CHROMIUM } from '../support/chromium';

/** The benchmarks' browser: the journeys' Debian Chromium. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch(DEBIAN_CHROMIUM);
}
