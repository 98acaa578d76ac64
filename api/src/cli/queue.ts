/**
 * Operators' view of the job queue: `npm run queue -- dead-letters` lists the jobs that used up their retries
 * (id, name, attempts, when, last error); `npm run queue -- dead-letters --retry <id>` puts one back in the queue.
 * It opens the database the API uses (DATABASE_URL, or the PGlite directory: stop the API first, PGlite is one
 * process's database). The back office's system page (admin role) offers the same with an audit; this CLI is for
 * operators without it (docs/DECISIONS.md).
 */
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import type { Db } from '../db/types';
import { listDeadLetters, retryDeadLetter } from '../services/queue/dead-letters';

const USAGE = 'usage: npm run queue -- dead-letters [--retry <id>] [--limit <n>]';

/** Runs one command; returns the exit code. */
export async function runQueueCli(
  db: Db,
  argv: readonly string[],
  out: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'dead-letters') {
    out(USAGE);
    return 2;
  }
  const flag = (name: string) => {
    const i = rest.indexOf(name);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const retry = flag('--retry');
  if (retry !== undefined) {
    const id = Number(retry);
    if (!Number.isInteger(id) || id <= 0) {
      out(USAGE);
      return 2;
    }
    if (!(await retryDeadLetter(db, id))) {
      out(`no failed job ${id}`);
      return 1;
    }
    out(`job ${id} queued again`);
    return 0;
  }
  const limit = Number(flag('--limit') ?? 100);
  const dead = await listDeadLetters(db, Number.isInteger(limit) && limit > 0 ? limit : 100);
  if (dead.length === 0) out('no failed jobs');
  for (const d of dead)
    out(
      `${d.id}\t${d.name}\tattempts ${d.attempts}\tfailed ${d.failedAt}\t${(d.lastError ?? '').replace(/\s+/g, ' ')}`,
    );
  return 0;
}

async function main(): Promise<void> {
  const handle = await openDb(loadConfig());
  try {
    await handle.migrate();
    process.exitCode = await runQueueCli(handle.db, process.argv.slice(2), (line) => console.log(line));
  } finally {
    await handle.close();
  }
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
