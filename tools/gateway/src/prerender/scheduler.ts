import fs from 'node:fs';
import path from 'node:path';
import { renderAll } from './renderer';
import { currentStamp, snapshotSetTime, writeSnapshotSet } from './store';

export interface PrerenderOptions {
  /** Where the gateway answers, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  shellDir: string;
  registryDir: string;
  /** A Chromium binary; without one nothing is prerendered and every page is rendered in the browser. */
  chromiumPath: string | null;
  /** Snapshots are taken again after this long so the latest jobs and posts stay fresh. Default 10 min. */
  refreshMs?: number;
  /** How often a publish or rollback is looked for. Default 5 s. */
  checkMs?: number;
  log?: (message: string) => void;
  /** The browser run (renderer.ts); replaceable in unit tests of the scheduling alone. */
  render?: typeof renderAll;
}

const DEFAULT_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** CHROMIUM_PATH, else Debian's or Google's Chromium when installed. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROMIUM_PATH) return fs.existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return DEFAULT_CHROMIUM_PATHS.find((candidate) => fs.existsSync(candidate)) ?? null;
}

/**
 * Keeps a snapshot set for the code being served: renders at start, again after every publish or rollback
 * (the stamp changes) and every `refreshMs`. One run at a time; a run whose code changed meanwhile is dropped.
 */
export function startPrerendering(options: PrerenderOptions): { stop: () => void } {
  const log = options.log ?? ((message: string) => console.log(`[prerender] ${message}`));
  const { chromiumPath } = options;
  if (!chromiumPath) {
    log('off: no Chromium found (install Debian chromium or set CHROMIUM_PATH); pages render in the browser');
    return { stop: () => undefined };
  }
  const refreshMs = options.refreshMs ?? 10 * 60_000;
  let running = false;
  let stopped = false;
  let retryAfter = 0;
  /** The stamp whose set misses pages: tried again after a minute instead of after refreshMs. */
  let incomplete: string | null = null;
  const render = options.render ?? renderAll;

  const runOnce = async () => {
    const stamp = currentStamp(options.shellDir, options.registryDir);
    if (!stamp || running || stopped || Date.now() < retryAfter) return;
    const writtenAt = snapshotSetTime(options.registryDir, stamp);
    if (writtenAt !== null && incomplete !== stamp && Date.now() - writtenAt < refreshMs) return;
    running = true;
    const started = Date.now();
    try {
      const template = fs.readFileSync(path.join(options.shellDir, 'index.html'), 'utf8');
      const { pages, failures } = await render({ baseUrl: options.baseUrl, template, chromiumPath });
      if (currentStamp(options.shellDir, options.registryDir) !== stamp) {
        log('code changed while rendering; rendering again');
        return;
      }
      for (const failure of failures) log(`left out: ${failure}`);
      // Nothing rendered (e.g. the API is down): keep what is there, try again in a minute.
      if (pages.length === 0) throw new Error('no page could be rendered');
      writeSnapshotSet(options.registryDir, stamp, pages);
      incomplete = failures.length > 0 ? stamp : null;
      if (incomplete) retryAfter = Date.now() + 60_000;
      log(`${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      retryAfter = Date.now() + 60_000;
      log(
        `failed (next try in a minute; pages render in the browser meanwhile): ${(error as Error).message}`,
      );
    } finally {
      running = false;
    }
  };

  void runOnce();
  const timer = setInterval(() => void runOnce(), options.checkMs ?? 5_000);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
