import { Worker } from 'node:worker_threads';
import type { ServerRenderedPage } from '@jobportal/platform-contract';
import { RENDER_WORKER_SOURCE, type WorkerData, type WorkerReply } from '../render/renderWorker';

/** One page as a release rendered it: the page (null: nothing rendered) or the error it threw. */
export interface PageOutcome {
  page: ServerRenderedPage | null;
  error?: string;
}

export interface SmokeWorker {
  /** null once the renderer is ready, else why it did not start. */
  ready: Promise<string | null>;
  render: (url: string) => Promise<PageOutcome>;
  stop: () => Promise<void>;
}

/**
 * One release of the shell's server build in a worker of its own, the production renderer's program
 * (render/renderWorker.ts), for a smoke render only: the caller stops it when done. Pages in Thai, desktop.
 */
export function startSmokeWorker(data: WorkerData): SmokeWorker {
  const worker = new Worker(RENDER_WORKER_SOURCE, { eval: true, workerData: data });
  const pending = new Map<number, (outcome: PageOutcome) => void>();
  let failure: string | null = null;
  let nextId = 0;
  const ready = new Promise<string | null>((resolve) => {
    const fail = (why: string) => {
      failure ??= why;
      resolve(failure);
      for (const answer of pending.values()) answer({ page: null, error: failure });
      pending.clear();
    };
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') resolve(null);
      else if (reply.type === 'failed') fail(reply.error);
      else {
        pending.get(reply.id)?.({ page: reply.page, ...(reply.error ? { error: reply.error } : {}) });
        pending.delete(reply.id);
      }
    });
    worker.on('error', (error) => fail(String(error)));
    worker.on('exit', () => fail('the render worker stopped'));
  });
  const render = async (url: string): Promise<PageOutcome> => {
    const notStarted = await ready;
    if (notStarted !== null || failure !== null) return { page: null, error: failure ?? notStarted ?? '' };
    return new Promise<PageOutcome>((resolve) => {
      const id = ++nextId;
      pending.set(id, resolve);
      worker.postMessage({ id, request: { url, locale: 'th', mobile: false } });
    });
  };
  const stop = async () => {
    await worker.terminate();
  };
  return { ready, render, stop };
}
