import type { ChildProcess } from 'node:child_process';

export interface SupervisorOptions {
  name: string;
  /** Starts the child; called again for every restart. */
  start: () => ChildProcess;
  /** Restarts allowed within any minute; past that the child stays down (a crash loop is not hidden). */
  maxRestartsPerMinute?: number;
  /** Wait before the next restart, from the number of restarts in the last minute: 1 s, 2 s, 4 s ... up to 15 s. */
  backoffMs?: (recentRestarts: number) => number;
  log?: (line: string) => void;
}

const MINUTE_MS = 60_000;
const defaultBackoff = (recent: number) => Math.min(1000 * 2 ** recent, 15_000);

/** Keeps a child running: when it exits on its own it is started again after a back-off, a bounded number of times. */
export class Supervisor {
  child: ChildProcess;
  private readonly restarts: number[] = [];
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly opts: SupervisorOptions) {
    this.child = this.spawn();
  }

  /** No more restarts (Ctrl-C); the caller stops the running child. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private spawn(): ChildProcess {
    const child = this.opts.start();
    child.once('exit', (code, signal) => this.exited(code, signal));
    return child;
  }

  private exited(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopped) return;
    const log = this.opts.log ?? ((line: string) => console.error(line));
    const max = this.opts.maxRestartsPerMinute ?? 5;
    const now = Date.now();
    while (this.restarts.length > 0 && now - this.restarts[0] >= MINUTE_MS) this.restarts.shift();
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (this.restarts.length >= max) {
      log(`[start] ${this.opts.name} exited with ${how}; restarted ${max} times within a minute, giving up`);
      return;
    }
    const delay = (this.opts.backoffMs ?? defaultBackoff)(this.restarts.length);
    this.restarts.push(now);
    log(`[start] ${this.opts.name} exited with ${how}, restarting in ${delay / 1000} s`);
    this.timer = setTimeout(() => {
      if (!this.stopped) this.child = this.spawn();
    }, delay);
  }
}
