import type { DeadLetterItem, DeadLetterQuery, DiscardInput, Page, SystemHealth } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';
import { areaTag, params, STAFF, unwrap } from '../../../shared/api/staffApi';

const TAG = areaTag('system');
const deadLetterPath = (id: number) => `/backoffice/system/dead-letters/${id}`;

export const systemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    systemHealth: build.query<SystemHealth, void>({
      query: () => '/backoffice/system/health',
      extraOptions: STAFF,
      transformResponse: unwrap<SystemHealth>,
      providesTags: [TAG],
    }),
    deadLetters: build.query<Page<DeadLetterItem>, DeadLetterQuery>({
      query: (q) => ({ url: '/backoffice/system/dead-letters', params: params({ ...q }) }),
      extraOptions: STAFF,
      transformResponse: unwrap<Page<DeadLetterItem>>,
      providesTags: [TAG],
    }),
    // both answer 204 (no body)
    retryDeadLetter: build.mutation<void, number>({
      query: (id) => ({ url: `${deadLetterPath(id)}/retry`, method: 'POST' }),
      extraOptions: STAFF,
      invalidatesTags: [TAG, areaTag('audit')],
    }),
    discardDeadLetter: build.mutation<void, DiscardInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `${deadLetterPath(id)}/discard`, method: 'POST', body }),
      extraOptions: STAFF,
      invalidatesTags: [TAG, areaTag('audit')],
    }),
  }),
});

export const {
  useSystemHealthQuery,
  useDeadLettersQuery,
  useRetryDeadLetterMutation,
  useDiscardDeadLetterMutation,
} = systemApi;

/** The health refreshes this often while the tab is visible. */
export const HEALTH_REFRESH_MS = 15_000;
