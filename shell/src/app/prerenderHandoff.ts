import {
  PRERENDERED_DATA_ID,
  PRERENDERED_ID,
  SERVER_RENDERED_ATTR,
  type ServerRenderedViewport,
} from '@jobportal/platform-contract';

/**
 * Public pages arrive rendered on the server. Rendered by the app's own components (shell/src/server), the markup is
 * in #root and the app hydrates it in place. Written by the gateway instead (its fallback when the server render is
 * off, busy or failed), it is a snapshot in `<div id="prerendered">`: that stays on screen while the live app
 * renders into a detached #root, and is swapped for it only when the live page is ready, so the visitor never sees
 * the content replaced by loading placeholders. Either way the document is then marked ready.
 */
const POLL_MS = 50;
/** A page whose data never settles still takes over after this long. */
export const MAX_WAIT_MS = 10_000;

export interface RootContainer {
  container: HTMLElement;
  /** The viewport the server laid out #root's markup for, when the app is to hydrate it; null otherwise. */
  serverRendered: ServerRenderedViewport | null;
  /**
   * Puts the live page on screen (once) and marks the document: `data-page-ready="true"` when the page settled,
   * "incomplete" when it did not (timed out, or the app could not start); the prerenderer keeps only "true".
   */
  handOff: (settled: boolean) => void;
}

export function takeRootContainer(doc: Document = document): RootContainer {
  const container = doc.getElementById('root') as HTMLElement;
  const prerendered = doc.getElementById(PRERENDERED_ID);
  if (prerendered) container.remove();
  const viewport = container.getAttribute(SERVER_RENDERED_ATTR);
  let done = false;
  return {
    container,
    serverRendered: viewport === 'mobile' || viewport === 'desktop' ? viewport : null,
    handOff: (settled) => {
      if (done) return;
      done = true;
      if (prerendered?.isConnected) prerendered.replaceWith(container);
      container.removeAttribute('aria-busy');
      container.removeAttribute('aria-disabled');
      doc.documentElement.dataset.pageReady = settled ? 'true' : 'incomplete';
    },
  };
}

/**
 * The data the page on screen was rendered with, while it is on screen (a browser holding a session drops the
 * guest's page, and with it the use of its data), so the live page renders what is shown without asking the API.
 */
export function readPrerenderedData(doc: Document = document): unknown {
  const script = doc.getElementById(PRERENDERED_DATA_ID);
  const pageOnScreen =
    !!doc.getElementById(PRERENDERED_ID) || !!doc.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTR);
  if (!script || !pageOnScreen) return null;
  try {
    return JSON.parse(script.textContent ?? '') as unknown;
  } catch {
    return null;
  }
}

interface QueryState {
  status?: string;
}
/** Any RTK Query request of any API slice still running (a section waiting for its data). */
export function hasPendingQueries(state: unknown): boolean {
  if (!state || typeof state !== 'object') return false;
  return Object.values(state as Record<string, unknown>).some((slice) => {
    const queries = (slice as { queries?: Record<string, QueryState | undefined> } | null)?.queries;
    return (
      !!queries &&
      typeof queries === 'object' &&
      Object.values(queries).some((query) => query?.status === 'pending')
    );
  });
}

/** The route's page has rendered (not the shell's loading placeholder) inside the app's layout. */
function pageRendered(container: HTMLElement): boolean {
  return !!container.querySelector('main') && !container.querySelector('[data-testid="route-loading"]');
}

/**
 * Resolves true when the page has rendered and no data request is running, seen twice in a row (a page starts its
 * requests in effects just after it renders), or false after MAX_WAIT_MS.
 */
export function whenPageReady(container: HTMLElement, getState: () => unknown): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    let settledOnce = false;
    const timer = setInterval(() => {
      const settled = pageRendered(container) && !hasPendingQueries(getState());
      if ((settled && settledOnce) || Date.now() - started >= MAX_WAIT_MS) {
        clearInterval(timer);
        resolve(settled && settledOnce);
      }
      settledOnce = settled;
    }, POLL_MS);
  });
}
