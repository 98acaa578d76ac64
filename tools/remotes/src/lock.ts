import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Who holds a lock: written into the lock file so that a refusal can name the holder. */
export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  operation: string;
}

/** Long enough for thousands of queued activations (each holds the lock for milliseconds), bounded for a stuck one. */
export const DEFAULT_LOCK_WAIT_MS = Number(process.env.REMOTES_LOCK_TIMEOUT_MS ?? 120_000);

const sleepArray = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => Atomics.wait(sleepArray, 0, 0, ms);

function readHolder(lockFile: string): LockHolder | null {
  try {
    return JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockHolder;
  } catch {
    return null;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock of a process that is gone (same machine) is stale; a lock file still being written is not. */
function isStale(lockFile: string, holder: LockHolder | null): boolean {
  if (holder) return holder.host === os.hostname() && !isAlive(holder.pid);
  const stat = fs.statSync(lockFile, { throwIfNoEntry: false });
  return !!stat && Date.now() - stat.mtimeMs > 5_000;
}

/**
 * Runs `fn` holding an exclusive lock file (O_EXCL) that names its holder (pid, host, start time, operation).
 * A lock whose process is gone is taken over; otherwise waits up to `waitMs`, then refuses naming the holder.
 */
export function withLock<T>(
  lockFile: string,
  operation: string,
  fn: () => T,
  waitMs: number = DEFAULT_LOCK_WAIT_MS,
): T {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const me: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    operation,
  };
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      try {
        fs.writeSync(fd, JSON.stringify(me));
      } catch (error) {
        // A full disk: an empty lock file would only be taken over after 5 s; leave none.
        fs.closeSync(fd);
        fs.rmSync(lockFile, { force: true });
        throw error;
      }
      fs.closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      if (isStale(lockFile, holder)) {
        // Rename first: of two processes taking over the same stale lock, only one removes it.
        const aside = `${lockFile}.stale-${process.pid}`;
        try {
          fs.renameSync(lockFile, aside);
          fs.rmSync(aside, { force: true });
        } catch {
          // another process took it over first
        }
        continue;
      }
      if (Date.now() > deadline) {
        const who = holder
          ? `"${holder.operation}" (pid ${holder.pid} on ${holder.host}, since ${holder.startedAt})`
          : 'another process';
        throw new Error(
          `${operation} refused: ${who} holds ${lockFile}; waited ${Math.round(waitMs / 1000)} s. ` +
            'Try again when it has finished (a lock of a process that has exited is taken over automatically).',
          { cause: error },
        );
      }
      sleep(Math.min(5 + attempt * 2, 40) + Math.random() * 10);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}
