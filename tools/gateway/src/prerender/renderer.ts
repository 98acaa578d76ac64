import { chromium, type Browser } from 'playwright-core';
import { buildPrerenderedDocument, type PageSnapshot } from './document';
import { LOCALE_COOKIE, PRERENDER_ROUTES, VARIANTS, type RenderedPage, type Variant } from './store';

/** Viewports of the two variants: a mid-range phone (Lighthouse's) and a laptop. */
const VIEWPORTS = {
  mobile: { width: 412, height: 823 },
  desktop: { width: 1350, height: 940 },
};
/** The shell sets `<html data-page-ready>` when the page has rendered and its data requests have settled. */
const READY_SELECTOR = 'html[data-page-ready]';
const PAGE_TIMEOUT_MS = 30_000;

/**
 * Runs in the page: the rendered state as a snapshot, without anything that must not be served again. No local
 * function bindings inside: tsx names them with a helper that does not exist in the page.
 */
function takeSnapshot(): PageSnapshot {
  const head = document.head;
  const meta = Array.from(
    head.querySelectorAll(
      'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"]',
    ),
  ).map((el) => el.outerHTML);
  // Text only: document.ts writes it back escaped (outerHTML would not escape "</script>" in a job title).
  const jsonLd = Array.from(head.querySelectorAll('script[type="application/ld+json"]')).map(
    (el) => el.textContent ?? '',
  );
  // antd's styles with antd's own map of them (extractStyle), so the live page reuses instead of recomputing them;
  // then any other style the page added.
  // Set by mf-shared-ui (src/ui/styleCache.ts).
  const extract = (globalThis as { __JOBPORTAL_EXTRACT_STYLES__?: () => string })
    .__JOBPORTAL_EXTRACT_STYLES__;
  const antdStyles = extract?.() ?? '';
  const otherStyles = Array.from(
    head.querySelectorAll(
      antdStyles
        ? 'style:not([data-shell]):not([data-css-hash]), link[rel="stylesheet"]'
        : 'style:not([data-shell]), link[rel="stylesheet"]',
    ),
  ).map((el) => el.outerHTML);
  const styles = [antdStyles, ...otherStyles];
  const root = (document.getElementById('root') as HTMLElement).cloneNode(true) as HTMLElement;
  root.querySelectorAll('script, noscript, template').forEach((el) => el.remove());
  // Typing into the first paint would be lost when the live page takes over.
  root.querySelectorAll('input, textarea').forEach((el) => el.setAttribute('readonly', ''));
  root.querySelectorAll('[autofocus]').forEach((el) => el.removeAttribute('autofocus'));
  // The data the page was rendered with, so the live page starts from it (set by the shell's bootstrap).
  const extractData = (globalThis as { __JOBPORTAL_EXTRACT_DATA__?: () => unknown })
    .__JOBPORTAL_EXTRACT_DATA__;
  return {
    lang: document.documentElement.lang,
    head: meta.join(''),
    jsonLd,
    styles: styles.join(''),
    body: root.innerHTML,
    data: extractData ? JSON.stringify(extractData()) : '',
  };
}

/**
 * Runs in the page: why it must not be served to everyone for the next minutes (a data request failed or timed
 * out, a part is unavailable), or null.
 */
function findIncompletePage(): string | null {
  if (document.documentElement.dataset.pageReady !== 'true') return 'the page did not settle';
  const root = document.getElementById('root');
  if (!root) return 'no #root';
  if (root.querySelector('[role="alert"]')) return 'it shows an error';
  if (root.querySelector('[data-testid="remote-unavailable"], [data-testid="route-loading"]'))
    return 'a part of it is unavailable';
  return null;
}

async function renderPage(
  browser: Browser,
  baseUrl: string,
  template: string,
  variant: Variant,
  route: string,
): Promise<RenderedPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[variant.device],
    isMobile: variant.device === 'mobile',
    hasTouch: variant.device === 'mobile',
    locale: variant.locale === 'th' ? 'th-TH' : 'en-US',
    // Never a snapshot of a snapshot: the gateway serves the plain shell to this header.
    extraHTTPHeaders: { 'x-prerender': 'off' },
  });
  try {
    await context.addCookies([{ name: LOCALE_COOKIE, value: variant.locale, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(new URL(route, baseUrl).toString(), { timeout: PAGE_TIMEOUT_MS });
    await page.waitForSelector(READY_SELECTOR, { state: 'attached', timeout: PAGE_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS });
    const problem = await page.evaluate(findIncompletePage);
    if (problem) throw new Error(`${route} (${variant.locale}, ${variant.device}) not kept: ${problem}`);
    const snapshot = await page.evaluate(takeSnapshot);
    return { variant, route, html: buildPrerenderedDocument(template, snapshot) };
  } finally {
    await context.close();
  }
}

/**
 * Renders every prerendered route in every variant, one page at a time (the machine serves users meanwhile). A page
 * that fails or is incomplete is left out (the gateway serves it unrendered) and reported.
 */
export async function renderAll(options: {
  baseUrl: string;
  template: string;
  chromiumPath: string;
}): Promise<{ pages: RenderedPage[]; failures: string[] }> {
  const browser = await chromium.launch({
    executablePath: options.chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const pages: RenderedPage[] = [];
    const failures: string[] = [];
    for (const variant of VARIANTS) {
      for (const route of PRERENDER_ROUTES) {
        try {
          pages.push(await renderPage(browser, options.baseUrl, options.template, variant, route));
        } catch (error) {
          failures.push((error as Error).message.split('\n')[0]);
        }
      }
    }
    return { pages, failures };
  } finally {
    await browser.close();
  }
}
