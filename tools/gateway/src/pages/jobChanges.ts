/**
 * Follows the API's job change feed (`GET /api/jobs/changes?after=<seq>`) so that a page's cached job data is dropped
 * about a second after a job is published, closed, edited or deleted, whichever process or gateway wrote it.
 * A seq becomes visible when its transaction commits, so a later seq can appear before an earlier one: each ask
 * reaches back OVERLAP seqs (dropping a job twice costs one API read). An unreachable API is asked again later; the
 * data cache's TTL bounds what is missed meanwhile.
 */
const OVERLAP = 200;
const TIMEOUT_MS = 3_000;

export function followJobChanges(
  apiUrl: string,
  onChanged: (jobIds: string[]) => void,
  intervalMs = 1_000,
): () => void {
  let seq: number | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function poll(): Promise<void> {
    try {
      const after = seq === null ? -1 : Math.max(0, seq - OVERLAP);
      const response = await fetch(`${apiUrl}/api/jobs/changes?after=${after}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return;
      const { data } = (await response.json()) as { data: { seq: number; jobs: string[] } };
      if (seq !== null && data.jobs.length > 0) onChanged(data.jobs);
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
