import type { CompanyQueueState, ModerationFlag, ModerationQueueState } from '@jobportal/contracts';
import { COMPANY_QUEUE_STATES, MODERATION_FLAGS, MODERATION_QUEUE_STATES } from '@jobportal/contracts/bounds';
import { areaPath } from '../../../shared/access/areas';
import { oneOf } from '../../../shared/utils/enums';

/** The jobs queue's states (the API's; `held_or_reported` is what waits for staff) and the automatic flags. */
export const QUEUE_STATES = MODERATION_QUEUE_STATES;
export const DEFAULT_QUEUE_STATE: ModerationQueueState = 'held_or_reported';
export const FLAGS = MODERATION_FLAGS;

export const asQueueState = (value: string): ModerationQueueState =>
  oneOf(QUEUE_STATES, value, DEFAULT_QUEUE_STATE);
export const asFlag = (value: string): ModerationFlag | undefined => oneOf(FLAGS, value, undefined);

/** The companies' queue: reported (what waits for staff), suspended, or all. */
export const COMPANY_STATES = COMPANY_QUEUE_STATES;
export const DEFAULT_COMPANY_STATE: CompanyQueueState = 'reported';
export const asCompanyState = (value: string): CompanyQueueState =>
  oneOf(COMPANY_STATES, value, DEFAULT_COMPANY_STATE);

/** The moderation area's two lists (`?view=`): jobs (the default) and companies. */
export const VIEWS = ['jobs', 'companies'] as const;
export type ModerationView = (typeof VIEWS)[number];
export const asView = (value: string | null): ModerationView => oneOf(VIEWS, value, 'jobs');

/** A job's review (the jobs view) and a company's (the companies view), from anywhere in the area. */
export const jobReviewPath = (jobId: string) => areaPath('moderation', jobId);
export const companyReviewPath = (companyId: string) => `${areaPath('moderation', companyId)}?view=companies`;

/** A company's name in the page's language (the Thai one when it has no English name). */
export const companyName = (company: { name_th: string; name_en: string }, locale: 'th' | 'en'): string =>
  (locale === 'en' ? company.name_en || company.name_th : company.name_th || company.name_en) || '';
