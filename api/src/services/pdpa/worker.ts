import type { Auth } from 'firebase-admin/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/types';
import { QueueWorker } from '../queue/worker';
import { ensurePdpaSchedules, pdpaJobHandlers } from './jobs';
import { alertJobHandlers, ensureAlertSchedules } from '../alerts/jobs';
import { supportJobHandlers } from '../backoffice/support-mail';
import { interviewJobHandlers } from '../interviews/jobs';
import { teamJobHandlers } from '../team/invite-send';
import { ensureSharedStateSchedules, sharedStateJobHandlers } from '../shared-state/purge';

/** Starts the queue worker of the API process with the personal-data jobs and their schedules. */
export async function startPdpaWorker(
  db: Db,
  auth: Auth,
  config: Pick<AppConfig, 'tenantCandidate' | 'tenantCorporate'>,
  log: FastifyBaseLogger,
): Promise<QueueWorker> {
  await ensurePdpaSchedules(db);
  await ensureAlertSchedules(db);
  await ensureSharedStateSchedules(db);
  const worker = new QueueWorker(
    db,
    {
      ...pdpaJobHandlers(db, {
        auth,
        tenants: { candidate: config.tenantCandidate, corporate: config.tenantCorporate },
      }),
      // the one queue also carries the alerts' matching, digests, expiry warnings and e-mails
      ...alertJobHandlers(db),
      // and the support inbox's reply e-mails
      ...supportJobHandlers(db),
      // and the interviews' reminders
      ...interviewJobHandlers(db),
      // and the team's invitation e-mails (issue 43)
      ...teamJobHandlers(db),
      // and the purge of ended rate-limit windows and day-old idempotency records (issue 46)
      ...sharedStateJobHandlers(db),
    },
    {
      pollMs: Number(process.env.QUEUE_POLL_MS ?? 5000),
      onError: (job, err) => log.error({ err, job: job.name, attempt: job.attempts }, 'queue job failed'),
    },
  );
  worker.start();
  return worker;
}
