import type { PagePrefetch } from '@jobportal/platform-contract';
import { sharedApi } from '../../../shared/api/sharedApi';

/** The candidates' landing page: the home data (featured jobs, companies) and the lookups (skills by category). */
export const prefetchLanding: PagePrefetch = ({ dispatch }) => {
  dispatch(sharedApi.endpoints.candidateHome.initiate());
  dispatch(sharedApi.endpoints.candidateLookups.initiate());
};
