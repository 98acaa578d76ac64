/** A steady open-loop HTTP load (requests start on a fixed schedule, whatever the answers) for the restart test. */

export interface Outcome {
  kind: 'write' | 'read';
  /** For writes: what must be in the database if the write was acknowledged. */
  key?: string;
  sentAt: number;
  doneAt: number;
  /** 0 when no HTTP answer came (connection refused or reset, timeout). */
  status: number;
  code?: string;
  retryAfter?: string | null;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  auth: string;
  key?: string;
}

export class SteadyLoad {
  readonly outcomes: Outcome[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly inflight = new Set<Promise<void>>();

  constructor(
    private readonly baseUrl: () => string,
    private readonly timeoutMs = 10_000,
  ) {}

  /** Every 1000/perSecond ms, sends next() (until it returns null). */
  every(kind: Outcome['kind'], perSecond: number, next: () => LoadRequest | null): void {
    const timer = setInterval(() => {
      const request = next();
      if (!request) return;
      const p = this.send(kind, request).finally(() => this.inflight.delete(p));
      this.inflight.add(p);
    }, 1000 / perSecond);
    this.timers.push(timer);
  }

  /** Stops sending and waits for the answers still due. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await Promise.all([...this.inflight]);
  }

  private async send(kind: Outcome['kind'], request: LoadRequest): Promise<void> {
    const sentAt = Date.now();
    const outcome: Outcome = { kind, key: request.key, sentAt, doneAt: sentAt, status: 0 };
    try {
      const response = await fetch(`${this.baseUrl()}${request.path}`, {
        method: request.method,
        headers: { authorization: request.auth, 'accept-language': 'en' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      outcome.status = response.status;
      outcome.retryAfter = response.headers.get('retry-after');
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      outcome.code = body?.error?.code;
    } catch {
      outcome.status = 0;
    }
    outcome.doneAt = Date.now();
    this.outcomes.push(outcome);
  }
}
