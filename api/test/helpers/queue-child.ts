/**
 * A worker process that dies mid-job: it claims the due jobs of one name with a short lease, says "claimed" and
 * hangs until the test kills it (SIGKILL, no clean-up). Usage: queue-child.ts <database url> <job name> <lease ms>
 */
import { openDb } from '../../src/db/client';
import { QueueWorker } from '../../src/services/queue/worker';

async function main(): Promise<void> {
  const [url, name, leaseMs] = process.argv.slice(2);
  const handle = await openDb({ databaseUrl: url, pgliteDir: '' });
  const worker = new QueueWorker(
    handle.db,
    {
      [name]: async () => {
        process.stdout.write('claimed\n');
        await new Promise(() => undefined);
      },
    },
    { leaseMs: Number(leaseMs), pollMs: 50 },
  );
  worker.start();
}

void main();
