import type { PagePrefetch } from '@jobportal/platform-contract';
import { sharedApi } from '../../../shared/api/sharedApi';
import { filterFromParams } from '../../../shared/utils/filterParams';
import { searchApi } from './searchApi';

/** A guest's job search: the results of the URL's search and the lookups (the home data only for no results). */
export const prefetchJobSearch: PagePrefetch = ({ search, dispatch }) => {
  dispatch(searchApi.endpoints.candidateJobSearch.initiate(filterFromParams(new URLSearchParams(search))));
  dispatch(sharedApi.endpoints.candidateLookups.initiate());
};
