import nodemailer from 'nodemailer';
import type { Db } from '../../db/types';
import { ensureSchedule, type JobHandlers } from '../queue/queue';
import { DIGEST_JOBS, deliverDigests } from './digest';
import { mailSettings } from './email/settings';
import { sendNotificationEmail } from './email/send';
import { EXPIRING_JOBS, warnExpiringJobs } from './expiring';
import { MATCH_JOBS, matchPublishedJobs } from './matching';
import { SEND_EMAIL } from './notify';
import { RECOMMENDATION_JOB, deliverRecommendations } from './recommendations';

const DAY_MS = 24 * 3600_000;

/** The queue's jobs for alerts and notifications (added to the one worker of the API process). */
export function alertJobHandlers(db: Db, env: NodeJS.ProcessEnv = process.env): JobHandlers {
  const settings = mailSettings(env);
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    [MATCH_JOBS]: async (job) => {
      await matchPublishedJobs(db, (job.payload.jobIds as string[]) ?? []);
    },
    [DIGEST_JOBS.daily.name]: async () => {
      await deliverDigests(db, 'daily');
    },
    [DIGEST_JOBS.weekly.name]: async () => {
      await deliverDigests(db, 'weekly');
    },
    [RECOMMENDATION_JOB.name]: async () => {
      await deliverRecommendations(db);
    },
    [EXPIRING_JOBS]: async () => {
      await warnExpiringJobs(db);
    },
    [SEND_EMAIL]: async (job) => {
      await sendNotificationEmail(db, transport, settings, String(job.payload.notificationId));
    },
  };
}

/** The recurring jobs (idempotent: one pending run per name). */
export async function ensureAlertSchedules(db: Db, now: Date = new Date()): Promise<void> {
  await ensureSchedule(db, DIGEST_JOBS.daily.name, DIGEST_JOBS.daily.at, now);
  await ensureSchedule(db, DIGEST_JOBS.weekly.name, DIGEST_JOBS.weekly.at, now);
  await ensureSchedule(db, RECOMMENDATION_JOB.name, RECOMMENDATION_JOB.at, now);
  await ensureSchedule(db, EXPIRING_JOBS, DAY_MS, now);
}
