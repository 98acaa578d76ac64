import type {
  Page,
  SUPPORT_LIMITS as WIRE_SUPPORT_LIMITS,
  SUPPORT_STATUSES as WIRE_SUPPORT_STATUSES,
  SupportMessageQuery,
  SupportMessageSummary,
  SupportReplyInput,
  SupportStatusInput,
  SupportThread,
} from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';
import { areaTag, params, STAFF, unwrap } from '../../../shared/api/staffApi';

const TAG = areaTag('support');
const CHANGED = [TAG, areaTag('audit')];
const messagePath = (id: string) => `/backoffice/support/messages/${encodeURIComponent(id)}`;

export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    supportMessages: build.query<Page<SupportMessageSummary>, SupportMessageQuery>({
      query: (q) => ({ url: '/backoffice/support/messages', params: params({ ...q }) }),
      extraOptions: STAFF,
      transformResponse: unwrap<Page<SupportMessageSummary>>,
      providesTags: [TAG],
    }),
    supportMessage: build.query<SupportThread, string>({
      query: messagePath,
      extraOptions: STAFF,
      transformResponse: unwrap<SupportThread>,
      providesTags: [TAG],
    }),
    replySupport: build.mutation<SupportThread, SupportReplyInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${messagePath(id)}/replies`, method: 'POST', body }),
      extraOptions: STAFF,
      transformResponse: unwrap<SupportThread>,
      invalidatesTags: CHANGED,
    }),
    setSupportStatus: build.mutation<SupportThread, SupportStatusInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${messagePath(id)}/status`, method: 'POST', body }),
      extraOptions: STAFF,
      transformResponse: unwrap<SupportThread>,
      invalidatesTags: CHANGED,
    }),
  }),
});

export const {
  useSupportMessagesQuery,
  useSupportMessageQuery,
  useReplySupportMutation,
  useSetSupportStatusMutation,
} = supportApi;

/*
 * The API's statuses and bounds (contracts SUPPORT_STATUSES, SUPPORT_LIMITS beside the schemas, not in /bounds):
 * copied so the schemas stay out of the bundle, typed as the contract's so typecheck fails if they ever differ.
 */
export const MESSAGE_STATUSES: typeof WIRE_SUPPORT_STATUSES = ['new', 'answered', 'closed'];
export const SUPPORT_LIMITS: typeof WIRE_SUPPORT_LIMITS = {
  replyMax: 5000,
  reasonMax: 2000,
  qMax: 200,
  excerptLength: 160,
};
