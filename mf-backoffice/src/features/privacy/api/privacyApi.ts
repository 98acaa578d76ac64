import type {
  ErasureQuery,
  ErasureRecord,
  Page,
  PRIVACY_REQUEST_KINDS as WIRE_KINDS,
  PRIVACY_REQUEST_STATUSES as WIRE_STATUSES,
  PrivacyRequestInput,
  PrivacyRequestItem,
  PrivacyRequestQuery,
  PrivacySubject,
} from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';
import { areaTag, params, STAFF, unwrap } from '../../../shared/api/staffApi';

const TAG = areaTag('privacy');

export const privacyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    privacyRequests: build.query<Page<PrivacyRequestItem>, PrivacyRequestQuery>({
      query: (q) => ({ url: '/backoffice/privacy/requests', params: params({ ...q }) }),
      extraOptions: STAFF,
      transformResponse: unwrap<Page<PrivacyRequestItem>>,
      providesTags: [TAG],
    }),
    privacyErasures: build.query<Page<ErasureRecord>, ErasureQuery>({
      query: (q) => ({ url: '/backoffice/privacy/erasures', params: params({ ...q }) }),
      extraOptions: STAFF,
      transformResponse: unwrap<Page<ErasureRecord>>,
      providesTags: [TAG],
    }),
    privacySubjects: build.query<PrivacySubject[], string>({
      query: (email) => ({ url: '/backoffice/privacy/subjects', params: { email } }),
      extraOptions: STAFF,
      transformResponse: unwrap<PrivacySubject[]>,
    }),
    createPrivacyRequest: build.mutation<PrivacyRequestItem, PrivacyRequestInput>({
      query: (body) => ({ url: '/backoffice/privacy/requests', method: 'POST', body }),
      extraOptions: STAFF,
      transformResponse: unwrap<PrivacyRequestItem>,
      invalidatesTags: [TAG, areaTag('audit')],
    }),
  }),
});

export const {
  usePrivacyRequestsQuery,
  usePrivacyErasuresQuery,
  useLazyPrivacySubjectsQuery,
  useCreatePrivacyRequestMutation,
} = privacyApi;

export const exportPath = (id: string) => `/backoffice/privacy/requests/${encodeURIComponent(id)}/export`;

/*
 * The API's kinds and statuses (contracts PRIVACY_REQUEST_KINDS and _STATUSES, beside the schemas, not in /bounds):
 * copied so the schemas stay out of the bundle, typed as the contract's so typecheck fails if they ever differ.
 */
export const REQUEST_KINDS: typeof WIRE_KINDS = ['export', 'erasure'];
export const REQUEST_STATUSES: typeof WIRE_STATUSES = [
  'pending',
  'ready',
  'done',
  'failed',
  'expired',
  'cancelled',
];
/** An operator's request says how the identity was checked: PrivacyRequestInput's reason, 10 characters at least. */
export const OPERATOR_REASON_MIN = 10;
