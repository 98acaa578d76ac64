/** Chromium trace events as the benches that read a page's trace use them (bench:trace, bench:layout). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
}
export type Timed = TraceEvent & { dur: number };

/** The page's renderer main thread: the one that evaluated or parsed the most (not the first about:blank). */
export function mainThreadEvents(events: TraceEvent[]): Timed[] {
  const threads = new Map<string, number>();
  for (const e of events)
    if (e.name === 'ParseHTML' || e.name === 'EvaluateScript')
      threads.set(`${e.pid}:${e.tid}`, (threads.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...threads].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events.filter((e): e is Timed => `${e.pid}:${e.tid}` === main && e.ph === 'X' && !!e.dur);
}
