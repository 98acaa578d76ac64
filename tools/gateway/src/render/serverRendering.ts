import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type {
  ServerPageRendererOptions,
  ServerRenderedPage,
  ServerRenderRequest,
} from '@jobportal/platform-contract';
import { RENDER_WORKER_SOURCE, type WorkerData, type WorkerReply } from './renderWorker';
import { createRenderedPages, renderedPageKey, type RenderedPages } from './renderedPages';
import { fileWhenChanged } from '../fileWhenChanged';
import { redactQueryStrings, redactUrl } from '@jobportal/deployment';

export interface ServerRenderingOptions {
  shellDir: string;
  registryDir: string;
  config: ServerPageRendererOptions['config'];
  /** A page not rendered by then is sent as the browser-rendered document (its render is kept for the next). */
  timeoutMs?: number;
  /**
   * Renders under way at most: a page asked beyond that is sent at once as the browser-rendered document with the
   * server-written head and content (a crawl of many distinct pages must not queue visitors behind renders).
   */
  maxRenders?: number;
  log?: (message: string) => void;
}

/** The shell's server build, next to its browser build (libs/mf-build createServerConfig). */
export const shellServerEntry = (shellDir: string) => path.join(shellDir, 'server', 'main.js');

const DEFAULT_TIMEOUT_MS = 3_000;
/**
 * The worker renders one page at a time (shell/src/server exclusive): two under way keep it busy (one renders while
 * the next reads its data); each one more only waits a render's length longer (bench:ssr, job pages at 200/s: p95
 * 132-154 -> 77-86 ms with 2 instead of 4, 13-14 % of cold pages rendered instead of 14-18 %). DECISIONS.md.
 */
const DEFAULT_MAX_RENDERS = 2;
/** How often the registry and the shell's server build are checked for a new release. */
const FOLLOW_MS = 1_000;
/** A renderer replaced by a newer release finishes the pages it has started, then stops. */
const RETIRE_AFTER_MS = 30_000;
/** After a renderer failed to start, the next one is tried after this long (pages are browser-rendered meanwhile). */
const RETRY_AFTER_MS = 10_000;

interface Generation {
  /** The shell's server build and the registry it serves: a publish, a rollback or a new shell changes it. */
  key: string;
  worker: Worker;
  ready: Promise<boolean>;
  pending: Map<number, (page: ServerRenderedPage | null) => void>;
  failedAt: number | null;
  /** Pages this release has rendered (a new release starts with none). */
  pages: RenderedPages;
  /** Renders under way, by page (renderedPageKey). */
  running: Map<string, Promise<ServerRenderedPage | null>>;
  /** The release's shell hydrates what it renders (ServerPageRenderer.hydrates). */
  hydrates: boolean;
}

/**
 * Public pages rendered on the server by the shell's server build (shell/src/server) with the remotes' server
 * builds the registry names. Each release (the registry's content and the shell's server build) renders in a
 * worker thread of its own: a publish or rollback starts a new worker (within a second, before any visitor asks)
 * and retires the old one, so the HTML follows the registry at once, without a restart and without two releases in one module graph.
 * Any failure (no server build, a remote that throws, a page slower than the bound) gives null: the gateway then
 * sends the page as the browser renders it, never an error.
 */
export function createServerRendering(options: ServerRenderingOptions) {
  const log = options.log ?? ((message: string) => console.warn(`[ssr] ${message}`));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRenders = options.maxRenders ?? DEFAULT_MAX_RENDERS;
  const entry = shellServerEntry(options.shellDir);
  const registryFile = path.join(options.registryDir, 'remotes.json');
  let current: Generation | null = null;
  let nextId = 0;

  const registryNow = fileWhenChanged(registryFile);
  const releaseKey = (): { key: string; registry: string } | null => {
    try {
      const registry = registryNow();
      return registry === null ? null : { key: `${fs.statSync(entry).mtimeMs}:${registry}`, registry };
    } catch {
      return null;
    }
  };

  const retire = (generation: Generation) => {
    const stop = () => void generation.worker.terminate();
    if (generation.pending.size === 0) stop();
    else setTimeout(stop, RETIRE_AFTER_MS).unref();
  };

  const start = (key: string, registry: string): Generation => {
    const data: WorkerData = {
      entry,
      registryDir: options.registryDir,
      registry: JSON.parse(registry) as WorkerData['registry'],
      config: options.config,
    };
    const worker = new Worker(RENDER_WORKER_SOURCE, { eval: true, workerData: data });
    worker.unref();
    const pending = new Map<number, (page: ServerRenderedPage | null) => void>();
    const generation: Generation = {
      key,
      worker,
      pending,
      ready: Promise.resolve(false),
      failedAt: null,
      pages: createRenderedPages(),
      running: new Map(),
      hydrates: false,
    };
    const fail = (why: string) => {
      if (generation.failedAt === null && generation === current) log(`off for this release: ${why}`);
      generation.failedAt ??= Date.now();
      for (const resolve of pending.values()) resolve(null);
      pending.clear();
    };
    generation.ready = new Promise<boolean>((resolve) => {
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'ready') {
          generation.hydrates = reply.hydrates;
          resolve(true);
        } else if (reply.type === 'failed') {
          fail(reply.error);
          resolve(false);
        } else {
          if (reply.error) log(`${redactUrl(reply.url)}: ${redactQueryStrings(reply.error)}`);
          pending.get(reply.id)?.(reply.page);
          pending.delete(reply.id);
        }
      });
      worker.on('error', (error) => {
        fail(String(error));
        resolve(false);
      });
      worker.on('exit', () => {
        fail('the render worker stopped');
        resolve(false);
      });
    });
    return generation;
  };

  const generationNow = (): Generation | null => {
    const release = releaseKey();
    if (!release) return null;
    if (current && current.key === release.key) {
      const retry = current.failedAt !== null && Date.now() - current.failedAt > RETRY_AFTER_MS;
      if (!retry) return current;
    }
    if (current) retire(current);
    current = start(release.key, release.registry);
    return current;
  };

  /**
   * One render in the release's worker, shared by every visitor asking for the same page meanwhile, kept for the
   * next ones once it is done (also when the visitors who asked have been answered without it).
   */
  const renderInWorker = (generation: Generation, request: ServerRenderRequest) => {
    const key = renderedPageKey(request);
    const running = generation.running.get(key);
    if (running) return running;
    const id = ++nextId;
    const rendered = new Promise<ServerRenderedPage | null>((resolve) => {
      generation.pending.set(id, resolve);
      void generation.ready.then((ready) => {
        if (ready) generation.worker.postMessage({ id, request });
      });
    }).then((rendered) => {
      const page = rendered && { ...rendered, hydrates: generation.hydrates };
      generation.running.delete(key);
      generation.pending.delete(id);
      if (page) generation.pages.set(request, page);
      if (generation !== current && generation.pending.size === 0) void generation.worker.terminate();
      return page;
    });
    generation.running.set(key, rendered);
    return rendered;
  };

  const render = async (request: ServerRenderRequest): Promise<ServerRenderedPage | null> => {
    const generation = generationNow();
    if (!generation || generation.failedAt !== null) return null;
    const kept = generation.pages.get(request);
    if (kept) return kept;
    const busy = generation.running.size >= maxRenders && !generation.running.has(renderedPageKey(request));
    if (busy) return null;
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        log(`${redactUrl(request.url)}: not rendered within ${timeoutMs} ms`);
        resolve(null);
      }, timeoutMs);
    });
    try {
      return await Promise.race([renderInWorker(generation, request), bound]);
    } finally {
      clearTimeout(timer);
    }
  };

  // The worker of a new release starts when the release appears (checked every second), not with its first page.
  generationNow();
  const follow = setInterval(generationNow, FOLLOW_MS);
  follow.unref();

  const close = async () => {
    clearInterval(follow);
    // Let go first: the worker's exit is then the gateway's shutdown, not a release whose renderer stopped.
    const closing = current;
    current = null;
    if (closing) await closing.worker.terminate();
  };
  /** Jobs written (the job change feed): the pages they can change are rendered again. */
  const forgetJobs = (ids: readonly string[]) => current?.pages.forgetJobs(ids);
  /** Blog posts changed (the blog change feed): their pages and the pages listing posts are rendered again. */
  const forgetBlog = (slugs: readonly string[]) => current?.pages.forgetBlog(slugs);

  return { render, close, forgetJobs, forgetBlog };
}

export type ServerRendering = ReturnType<typeof createServerRendering>;
