import type { StaffAuditPage, StaffAuditQuery } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';
import { areaTag, params, STAFF, unwrap } from '../../../shared/api/staffApi';

/** The API's filters as the page holds them: '' for none; `from` and `to` ISO instants (converted from Bangkok time). */
export type AuditFilters = Record<keyof Omit<StaffAuditQuery, 'before' | 'limit'>, string>;

export const AUDIT_PAGE_SIZE = 50;

export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    staffAudit: build.infiniteQuery<StaffAuditPage, AuditFilters, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        // `next` is the `before` of the next page, null at the end.
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/backoffice/audit',
        params: params({ ...queryArg, before: pageParam, limit: AUDIT_PAGE_SIZE }),
      }),
      extraOptions: STAFF,
      transformResponse: unwrap<StaffAuditPage>,
      providesTags: [areaTag('audit')],
    }),
  }),
});

export const { useStaffAuditInfiniteQuery } = auditApi;
