import type { Db } from '../../db/types';
import type { JobHandlers } from '../queue/queue';
import { INTERVIEW_REMINDER, sendReminder } from './reminders';

/** The queue's jobs of interviews (added to the one worker of the API process); their e-mails go as notifications. */
export function interviewJobHandlers(db: Db): JobHandlers {
  return {
    [INTERVIEW_REMINDER]: async (job) => {
      await sendReminder(db, job.payload);
    },
  };
}
