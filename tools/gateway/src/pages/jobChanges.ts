/**
 * Follows the API's job change feed (`GET /api/jobs/changes?after=<seq>`) so that a page's cached job data is dropped
 * about a second after a job is published, closed, edited or deleted, whichever process or gateway wrote it.
 * A seq becomes visible when its transaction commits, so a later seq can appear before an earlier one: each ask
 * reaches back OVERLAP seqs, and a change seen before (same seq) is not applied again (dropping a job's rendered page
 * costs a render). An unreachable API is asked again later; the caches' age bounds what is missed meanwhile.
 */
const OVERLAP = 200;
const TIMEOUT_MS = 3_000;

interface Changes {
  seq: number;
  jobs: string[];
  /** One entry per change (an API older than this gateway sends only `jobs`). */
  changes?: { seq: number; job: string }[];
}

export function followJobChanges(
  apiUrl: string,
  onChanged: (jobIds: string[]) => void,
  intervalMs = 1_000,
): () => void {
  let seq: number | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  /** The seqs applied within the overlap, so that asking again from an earlier seq applies only what is new. */
  const applied = new Set<number>();

  function newJobs(data: Changes): string[] {
    if (!data.changes) return data.jobs;
    const fresh = data.changes.filter((change) => !applied.has(change.seq));
    for (const change of fresh) applied.add(change.seq);
    const oldest = Math.max(seq ?? 0, data.seq) - OVERLAP;
    for (const s of applied) if (s <= oldest) applied.delete(s);
    return [...new Set(fresh.map((change) => change.job))];
  }

  async function poll(): Promise<void> {
    try {
      const after = seq === null ? -1 : Math.max(0, seq - OVERLAP);
      const response = await fetch(`${apiUrl}/api/jobs/changes?after=${after}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return;
      const { data } = (await response.json()) as { data: Changes };
      const jobs = newJobs(data);
      if (seq !== null && jobs.length > 0) onChanged(jobs);
      seq = Math.max(seq ?? 0, data.seq);
    } catch {
      /* the API is restarting or unreachable: asked again at the next tick */
    }
  }

  const tick = () => {
    timer = null;
    void poll().finally(() => {
      // unref: following the feed never keeps a stopping process alive
      if (!stopped) timer = setTimeout(tick, intervalMs).unref();
    });
  };
  tick();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
