import type { ReleaseChange } from '@jobportal/platform-contract';

/**
 * New-deploy detection (spec sections 7 and 9: a version check with a cache-busting request; its interval is not
 * given there, the value below is ours, see docs/DECISIONS.md). Pure decisions and a timer, no federation calls.
 */

/**
 * An open, visible tab re-reads /remotes.json at least this often: a withdrawn release must be left within 10 s of
 * the operator's command (issue 42). The read is a revalidation of a small file (ETag, 304), DECISIONS.md.
 */
export const VERSION_CHECK_INTERVAL_MS = 6_000;
/** Focus, visibility and navigation trigger a check, at most one per this gap (a burst of clicks is one request). */
export const VERSION_CHECK_MIN_GAP_MS = 5_000;

export interface ReleaseRef {
  version: string;
  entry: string;
  change?: ReleaseChange;
  withdrawn?: string[];
}
export type Releases = Record<string, ReleaseRef>;

export interface RegistryPlan {
  /** Not loaded yet (or its last load failed): register the new entry, its first load takes the new version. */
  swap: string[];
  /** Loaded and running: keep it until the user reloads; the tab offers a reload. */
  stale: string[];
}

/**
 * Compares what the tab registered with the registry just read. A remote that is no longer listed keeps its entry
 * (a registry read that lost a remote must not break a page that works).
 */
export function planRegistryUpdate(
  registered: Releases,
  next: Releases,
  loaded: ReadonlySet<string>,
  failed: ReadonlySet<string> = new Set(),
): RegistryPlan {
  const plan: RegistryPlan = { swap: [], stale: [] };
  for (const [name, release] of Object.entries(next)) {
    const current = registered[name];
    if (current && current.entry === release.entry) continue;
    if (loaded.has(name) && !failed.has(name)) plan.stale.push(name);
    else plan.swap.push(name);
  }
  return plan;
}

/**
 * Remotes whose running code the operator withdrew (marked harmful): the tab must leave them at once. Only a
 * container that ran in this tab counts; one not loaded yet simply takes the served version.
 */
export function withdrawnRunning(registered: Releases, next: Releases, ran: ReadonlySet<string>): string[] {
  return Object.entries(next)
    .filter(
      ([name, release]) => ran.has(name) && release.withdrawn?.includes(registered[name]?.version ?? ''),
    )
    .map(([name]) => name);
}

/** What the update notice says: a rollback is not a "new version". */
export function staleKind(changes: readonly (ReleaseChange | undefined)[]): 'update' | 'rollback' {
  return changes.length > 0 && changes.every((c) => c === 'rollback' || c === 'withdraw')
    ? 'rollback'
    : 'update';
}

export type Recovery = 'swap' | 'reload' | 'fallback';

/**
 * What to do when loading a remote's page failed. The spec's reload on a failed chunk (at most once per 10 s per
 * path) exists to pick up a new deploy; the registry tells whether there is one:
 * - a chunk of a version that is no longer active (pruned after a publish): load the active version of that
 *   remote at once ('swap', no reload); the design system holds the store and theme of the running page, so it
 *   is never swapped: the guarded 'reload';
 * - the active version itself fails (404, 5xx, truncated, throws, timed out): a reload would fetch the same files
 *   (and on a slow machine reload every 10 s for good), so the fallback and its retry.
 */
export function recoveryFor(input: {
  chunkError: boolean;
  versionChanged: boolean;
  sharedRemote: boolean;
  /** Claims the guarded reload (called only when a reload is the answer). */
  claimReload: () => boolean;
}): Recovery {
  if (!input.chunkError || !input.versionChanged) return 'fallback';
  if (!input.sharedRemote) return 'swap';
  return input.claimReload() ? 'reload' : 'fallback';
}

/** A remote's load (entry, module, page chunk) that has not settled after this shows the fallback and its retry. */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export interface WatcherTarget {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/**
 * Runs `check` every interval, and on focus, on the tab becoming visible and on navigation (`trigger`), at most
 * once per minimum gap and never two at once. A hidden tab skips its interval checks (it checks when shown).
 */
export function createDeployWatcher(options: {
  check: () => Promise<unknown>;
  intervalMs?: number;
  minGapMs?: number;
  isHidden?: () => boolean;
}) {
  const intervalMs = options.intervalMs ?? VERSION_CHECK_INTERVAL_MS;
  const minGapMs = options.minGapMs ?? VERSION_CHECK_MIN_GAP_MS;
  const isHidden = options.isHidden ?? (() => false);
  let last = Date.now();
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const run = (): Promise<void> => {
    if (running) return running;
    last = Date.now();
    running = options
      .check()
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const trigger = (): void => {
    if (running || Date.now() - last < minGapMs) return;
    void run();
  };
  const onVisibility = () => {
    if (!isHidden()) trigger();
  };
  const onTick = () => {
    if (!isHidden()) void run();
  };

  return {
    trigger,
    /** A check now, whatever the gap (a retry wants the registry as it is now). */
    checkNow: run,
    start(windowTarget: WatcherTarget, documentTarget: WatcherTarget) {
      timer = setInterval(onTick, intervalMs);
      windowTarget.addEventListener('focus', trigger);
      documentTarget.addEventListener('visibilitychange', onVisibility);
      return () => {
        if (timer) clearInterval(timer);
        windowTarget.removeEventListener('focus', trigger);
        documentTarget.removeEventListener('visibilitychange', onVisibility);
      };
    },
  };
}
