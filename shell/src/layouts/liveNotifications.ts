/**
 * The bell's live connection (issue 44), loaded lazily by useUnreadCount: GET /api/{role}/notifications/stream read
 * with fetch() and a streaming body reader, so the ID token travels in the Authorization header like every call
 * (an EventSource cannot send headers, and a token in the URL would be logged). Reconnects with a doubling pause;
 * reports up/down so the caller polls only while the stream is down.
 */
export interface LiveOptions {
  url: string;
  headers: () => Promise<Record<string, string>>;
  /** Every count the server sends; `changed` is false for the first one of a connection. */
  onCount: (count: number, changed: boolean) => void;
  /** true once a connection sent its first count, false when it is lost. */
  onState: (up: boolean) => void;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  fetchImpl?: typeof fetch;
}

export function connectLive(opts: LiveOptions): () => void {
  const min = opts.minBackoffMs ?? 1000;
  const max = opts.maxBackoffMs ?? 60_000;
  const doFetch = opts.fetchImpl ?? ((input, init) => fetch(input, init));
  let stopped = false;
  let delay = min;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let abort: AbortController | null = null;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;

  const run = async (): Promise<void> => {
    let up = false;
    abort = new AbortController();
    try {
      const res = await doFetch(opts.url, {
        headers: { ...(await opts.headers()), accept: 'text/event-stream' },
        cache: 'no-store',
        signal: abort.signal,
      });
      if (!res.ok || !res.body) throw new Error(String(res.status));
      reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done || stopped) break;
        buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1];
          const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? '';
          if (event === 'count') {
            const count = (JSON.parse(data) as { count: number }).count;
            opts.onCount(count, up);
            if (!up) {
              up = true;
              delay = min;
              opts.onState(true);
            }
          }
          // `event: end` (token expired, shutdown): the server closes next; after a good connection the pause is
          // the shortest, and the headers provider gives a fresh token
        }
      }
    } catch {
      // refused, offline or cut: polled meanwhile, tried again after the pause
    }
    if (stopped) return;
    if (up) opts.onState(false);
    timer = setTimeout(() => void run(), delay);
    delay = Math.min(delay * 2, max);
  };
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    abort?.abort();
    reader?.cancel().catch(() => undefined);
  };
}
