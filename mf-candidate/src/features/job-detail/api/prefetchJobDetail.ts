import type { PagePrefetch } from '@jobportal/platform-contract';
import { sharedApi } from '../../../shared/api/sharedApi';
import { jobDetailApi } from './jobDetailApi';

/** A guest's job page: the job, its similar jobs and the lookups, at once (the page asks for them with these args). */
export const prefetchJobDetail: PagePrefetch = ({ params, dispatch }) => {
  const args = { id: params.id ?? '' };
  dispatch(jobDetailApi.endpoints.candidateJob.initiate(args));
  dispatch(jobDetailApi.endpoints.candidateSimilarJobs.initiate(args));
  dispatch(sharedApi.endpoints.candidateLookups.initiate());
};
