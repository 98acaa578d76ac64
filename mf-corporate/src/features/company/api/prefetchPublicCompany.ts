import type { PagePrefetch } from '@jobportal/platform-contract';
import { sharedApi } from '../../../shared/api/sharedApi';
import { companyApi } from './companyApi';
import { isCompanyId } from '../utils/companyId';

/** A company's public page: the company (with its open jobs) and the lookups, at once. */
export const prefetchPublicCompany: PagePrefetch = ({ params, dispatch }) => {
  const id = params.id ?? '';
  if (isCompanyId(id)) dispatch(companyApi.endpoints.publicCompany.initiate(id));
  dispatch(sharedApi.endpoints.corporateLookups.initiate());
};
