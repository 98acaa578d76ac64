import type { PagePrefetch } from '@jobportal/platform-contract';
import { salaryInsightsApi, salaryLinkArgs } from '../../../shared/api/salaryInsightsApi';
import { sharedApi } from '../../../shared/api/sharedApi';
import { filterFromParams } from '../../../shared/utils/filterParams';
import { searchApi } from './searchApi';

/** A guest's job search: the results of the URL's search and the lookups (the home data only for no results). */
export const prefetchJobSearch: PagePrefetch = ({ search, dispatch }) => {
  const filter = filterFromParams(new URLSearchParams(search));
  dispatch(searchApi.endpoints.candidateJobSearch.initiate(filter));
  dispatch(sharedApi.endpoints.candidateLookups.initiate());
  // the link to the salary page of the searched role (SalaryInsightLink, same args)
  const province = filter.location?.length === 1 ? filter.location[0] : undefined;
  if (filter.main_input?.trim())
    dispatch(
      salaryInsightsApi.endpoints.salaryInsightsFor.initiate(salaryLinkArgs(filter.main_input, province)),
    );
};
