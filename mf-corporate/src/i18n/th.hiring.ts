import { thOutreach } from './th.outreach';
import { thMessages } from './th.messages';
import { thScreening } from './th.screening';
import { thTeam } from './th.team';
import { thInterviews } from './th.interviews';

/**
 * The Thai texts of hiring as a team (issue 43): the team, messages, interviews, screening, templates and outreach. A
 * chunk of their own that the guests' pages (the landing, a company's public page) never download; added to the
 * namespace by exposes/pages.ts before a signed-in employer's page renders.
 */
export const thHiring = {
  ...thOutreach,
  ...thMessages,
  ...thScreening,
  ...thTeam,
  ...thInterviews,
};
