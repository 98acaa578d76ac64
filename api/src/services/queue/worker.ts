import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/types';
import { runDueJobs, type JobHandlers, type RunOptions } from './queue';

export interface WorkerOptions extends RunOptions {
  /** How often the table is polled for due jobs; the due times themselves live in the table. */
  pollMs?: number;
}

/**
 * Polls the queue table and runs due jobs until stopped. The timer only paces the polling: what is due and when is
 * in job_queue, so a restart loses nothing and a job whose worker died is taken again when its lease runs out.
 */
export class QueueWorker {
  private readonly abort = new AbortController();
  private loop: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly handlers: JobHandlers,
    private readonly opts: WorkerOptions = {},
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  private async run(): Promise<void> {
    const { signal } = this.abort;
    while (!signal.aborted) {
      try {
        await runDueJobs(this.db, this.handlers, this.opts);
      } catch (error) {
        // the database may be restarting: try again at the next poll
        this.opts.onError?.(
          { id: 0, name: 'poll', payload: {}, singletonKey: null, attempts: 0, maxAttempts: 0 },
          error,
        );
      }
      await sleep(this.opts.pollMs ?? 5_000, undefined, { signal }).catch(() => undefined);
    }
  }

  /** Stops polling and waits for the job in progress to finish. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
  }
}
