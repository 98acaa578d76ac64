/**
 * Follows the API's blog change feed (`GET /api/blog/changes?since=<time>`) so that the gateway's pages of a blog post
 * (its data, its rendered pages and the pages listing posts) are dropped about a second after an editor publishes,
 * edits, takes down, renames or deletes it, or after its scheduled time comes.
 * A write's time is taken before it commits, so each ask reaches back OVERLAP_MS before the previous answer's `now`;
 * a change seen before (same slug and time) is not applied again (dropping a page costs a render). An unreachable
 * API is asked again at the next tick; an API without the feed (404: older than this gateway) after a minute.
 */
const OVERLAP_MS = 5_000;
const TIMEOUT_MS = 3_000;
const NO_FEED_RETRY_MS = 60_000;

interface Changes {
  now: string;
  slugs: string[];
  /** One entry per slug with the time of its latest change (an API without it: every slug is applied). */
  changes?: { slug: string; at: string }[];
}

export interface BlogChangesOptions {
  intervalMs?: number;
  /** How long to wait after the API answered 404 (it has no feed yet). */
  noFeedRetryMs?: number;
}

export function followBlogChanges(
  apiUrl: string,
  onChanged: (slugs: string[]) => void,
  options: BlogChangesOptions = {},
): () => void {
  const intervalMs = options.intervalMs ?? 1_000;
  const noFeedRetryMs = options.noFeedRetryMs ?? NO_FEED_RETRY_MS;
  /** The previous answer's `now` (the database's clock), null before the first answer. */
  let now: number | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  /** The changes applied (`slug at`) with their time: one older than the next ask's `since` cannot come again. */
  const applied = new Map<string, number>();

  function newSlugs(data: Changes, since: number): string[] {
    if (!data.changes) return data.slugs;
    const fresh = new Set<string>();
    for (const change of data.changes) {
      const key = `${change.slug} ${change.at}`;
      if (applied.has(key)) continue;
      applied.set(key, Date.parse(change.at));
      fresh.add(change.slug);
    }
    for (const [key, at] of applied) if (!(at >= since)) applied.delete(key);
    return [...fresh];
  }

  /** The delay before the next ask. */
  async function poll(): Promise<number> {
    try {
      const since =
        now === null ? '' : `?since=${encodeURIComponent(new Date(now - OVERLAP_MS).toISOString())}`;
      const response = await fetch(`${apiUrl}/api/blog/changes${since}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.body?.cancel();
        if (response.status === 404) return noFeedRetryMs;
        // the cursor refused (a clock far off): start again from the API's now
        if (response.status === 400) now = null;
        return intervalMs;
      }
      const { data } = (await response.json()) as { data: Changes };
      const at = Date.parse(data.now);
      if (Number.isNaN(at)) return intervalMs;
      const slugs = newSlugs(data, at - OVERLAP_MS);
      if (now !== null && slugs.length > 0) onChanged(slugs);
      now = at;
    } catch {
      /* the API is restarting or unreachable: asked again at the next tick */
    }
    return intervalMs;
  }

  const tick = () => {
    timer = null;
    void poll().then((delay) => {
      // unref: following the feed never keeps a stopping process alive
      if (!stopped) timer = setTimeout(tick, delay).unref();
    });
  };
  tick();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
