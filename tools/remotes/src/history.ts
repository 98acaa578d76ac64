import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import type { RemoteFolder } from './remotes';

export type HistoryAction = 'publish' | 'activate' | 'rollback' | 'withdraw' | 'prune' | 'pin' | 'unpin';

/** One line of history.jsonl, the registry's append-only audit trail. */
export interface HistoryEntry {
  action: HistoryAction;
  remote: RemoteFolder;
  /** the version served before (activate, rollback, withdraw) */
  from?: string | null;
  /** the version published, served after, or pinned */
  to?: string | null;
  /** the version marked harmful (withdraw; from === to when it was not the served one) */
  withdrawn?: string;
  /** versions removed by prune */
  removed?: string[];
  who: string;
  when: string;
  why?: string;
  /** activated although the compatibility check refused it */
  forced?: string;
}

export const HISTORY_FILE = 'history.jsonl';

/** The operator, or the CI job that ran the command. */
export function whoAmI(env: NodeJS.ProcessEnv = process.env): string {
  const job = env.CI_JOB_ID ?? env.GITHUB_RUN_ID ?? env.BUILD_ID;
  const user = env.USER ?? env.USERNAME ?? safeUser();
  if (job) return `ci:${env.CI_JOB_NAME ?? env.GITHUB_WORKFLOW ?? 'job'}#${job}${user ? ` (${user})` : ''}`;
  return user || 'unknown';
}

function safeUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return '';
  }
}

/** Appends one line (O_APPEND: a short line is written whole, after every earlier one). */
export function appendHistory(dir: string, entry: HistoryEntry): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, HISTORY_FILE), `${JSON.stringify(entry)}\n`);
}

export function readHistory(dir: string, remote?: RemoteFolder): HistoryEntry[] {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, HISTORY_FILE), 'utf8');
  } catch {
    return [];
  }
  const entries: HistoryEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      entries.push(JSON.parse(line) as HistoryEntry);
    } catch {
      // a line cut by a crash is skipped, the rest of the trail stays readable
    }
  }
  return remote ? entries.filter((e) => e.remote === remote) : entries;
}

/** A withdraw of the served version changes what is served like a rollback; a withdraw of another one only marks it. */
function changesServed(e: HistoryEntry): boolean {
  return e.action === 'activate' || e.action === 'rollback' || (e.action === 'withdraw' && e.from !== e.to);
}

/**
 * The versions that were live, oldest first, as the activation history tells it: an activation pushes the version
 * it serves, a rollback leaves the version it rolled back from (so a second rollback goes one step further back,
 * never forward to the version just rolled back from). A withdraw that changed the served version is a rollback;
 * a withdrawn version is never a place to go back to.
 */
export function liveStack(entries: HistoryEntry[]): string[] {
  let stack: string[] = [];
  for (const e of entries) {
    if (!e.to) continue;
    if (e.action === 'activate') {
      // A registry older than its history: the first activation recorded names what was live before it.
      if (!stack.length && e.from) stack.push(e.from);
      if (stack[stack.length - 1] !== e.to) stack.push(e.to);
    } else if (e.action === 'rollback' || (e.action === 'withdraw' && changesServed(e))) {
      while (stack.length && stack[stack.length - 1] !== e.to) stack.pop();
      if (!stack.length) stack.push(e.to);
      // The version rolled back from is not a place to go back to (until it is activated again).
      stack = stack.filter((v) => v !== e.from);
    }
    if (e.action === 'withdraw' && e.withdrawn) stack = stack.filter((v) => v !== e.withdrawn);
  }
  return stack;
}

/**
 * A rollback, a withdraw of the served version or a pin holds the remote: `npm start` does not activate newer builds
 * until activate or unpin.
 */
export function holdOf(entries: HistoryEntry[]): HistoryEntry | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.action === 'rollback' || e.action === 'pin') return e;
    if (e.action === 'withdraw' && changesServed(e)) return e;
    if (e.action === 'unpin' || e.action === 'activate') return null;
  }
  return null;
}

/**
 * The newest time each version was live: made live (activate, rollback, withdraw) or replaced (the `from` of the
 * change, live until that moment).
 */
export function lastLive(entries: HistoryEntry[]): Map<string, number> {
  const times = new Map<string, number>();
  for (const e of entries) {
    if (!changesServed(e)) continue;
    const at = Date.parse(e.when);
    if (e.to) times.set(e.to, at);
    if (e.from) times.set(e.from, at);
  }
  return times;
}

/** The last change that made `current` the served version (null: none recorded, e.g. remotes.json edited by hand). */
export function lastServedChange(entries: HistoryEntry[], current: string | null): HistoryEntry | null {
  if (!current) return null;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (changesServed(e) && e.to === current && e.from !== e.to) return e;
  }
  return null;
}

/**
 * The versions marked harmful, each with its withdraw. A version activated with --force after its withdraw is served
 * again and no longer listed: an open tab is sent off a withdrawn version, so the served one can never be listed.
 */
export function withdrawals(entries: HistoryEntry[]): Map<string, HistoryEntry> {
  const withdrawn = new Map<string, HistoryEntry>();
  for (const e of entries) {
    if (e.action === 'withdraw' && e.withdrawn) withdrawn.set(e.withdrawn, e);
    else if (changesServed(e) && e.to) withdrawn.delete(e.to);
  }
  return withdrawn;
}
