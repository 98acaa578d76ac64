import type { JobDetail } from '@jobportal/contracts';
import type { PagePrefetch } from '@jobportal/platform-contract';
import { salaryInsightsApi, salaryLinkArgs } from '../../../shared/api/salaryInsightsApi';
import { sharedApi } from '../../../shared/api/sharedApi';
import { jobDetailApi } from './jobDetailApi';

/**
 * A guest's job page: the job, its similar jobs and the lookups, at once (the page asks for them with these args),
 * then the salary page of the job's role and province (its link is in the server-rendered page).
 */
export const prefetchJobDetail: PagePrefetch = async ({ params, dispatch }) => {
  const args = { id: params.id ?? '' };
  const job = dispatch(jobDetailApi.endpoints.candidateJob.initiate(args));
  dispatch(jobDetailApi.endpoints.candidateSimilarJobs.initiate(args));
  dispatch(sharedApi.endpoints.candidateLookups.initiate());
  // the context's dispatch is untyped: the query's result is the job (or no data when it failed)
  const { data } = (await job) as { data?: JobDetail };
  if (data)
    await dispatch(
      salaryInsightsApi.endpoints.salaryInsightsFor.initiate(salaryLinkArgs(data.title, data.province_id)),
    );
};
