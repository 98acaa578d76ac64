import type {
  CompanyModerationInput,
  CompanyModerationResult,
  JobModerationInput,
  JobModerationResult,
  ModerationCompanyDetail,
  ModerationCompanyItem,
  ModerationCompanyQuery,
  ModerationJobDetail,
  ModerationQueueItem,
  ModerationQueueQuery,
  Page,
  ReportDismissResult,
  StaffReasonInput,
} from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';
import { areaTag, params, STAFF, unwrap } from '../../../shared/api/staffApi';

const TAG = areaTag('moderation');
/** An action changes the queues, the reviews and the audit. */
const CHANGED = [TAG, areaTag('audit')];

const post = (url: string, body: unknown) => ({ url, method: 'POST', body });
const item = (kind: 'jobs' | 'companies' | 'reports', id: string) =>
  `/backoffice/moderation/${kind}/${encodeURIComponent(id)}`;

export const moderationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    moderationQueue: build.query<Page<ModerationQueueItem>, ModerationQueueQuery>({
      query: (q) => ({ url: '/backoffice/moderation/queue', params: params({ ...q }) }),
      extraOptions: STAFF,
      transformResponse: unwrap<Page<ModerationQueueItem>>,
      providesTags: [TAG],
    }),
    moderationJob: build.query<ModerationJobDetail, string>({
      query: (id) => item('jobs', id),
      extraOptions: STAFF,
      transformResponse: unwrap<ModerationJobDetail>,
      providesTags: [TAG],
    }),
    moderationCompanies: build.query<Page<ModerationCompanyItem>, ModerationCompanyQuery>({
      query: (q) => ({ url: '/backoffice/moderation/companies', params: params({ ...q }) }),
      extraOptions: STAFF,
      transformResponse: unwrap<Page<ModerationCompanyItem>>,
      providesTags: [TAG],
    }),
    moderationCompany: build.query<ModerationCompanyDetail, string>({
      query: (id) => item('companies', id),
      extraOptions: STAFF,
      transformResponse: unwrap<ModerationCompanyDetail>,
      providesTags: [TAG],
    }),
    moderateJob: build.mutation<JobModerationResult, JobModerationInput & { id: string }>({
      query: ({ id, ...body }) => post(`${item('jobs', id)}/action`, body),
      extraOptions: STAFF,
      transformResponse: unwrap<JobModerationResult>,
      invalidatesTags: CHANGED,
    }),
    moderateCompany: build.mutation<CompanyModerationResult, CompanyModerationInput & { id: string }>({
      query: ({ id, ...body }) => post(`${item('companies', id)}/action`, body),
      extraOptions: STAFF,
      transformResponse: unwrap<CompanyModerationResult>,
      invalidatesTags: CHANGED,
    }),
    dismissReport: build.mutation<ReportDismissResult, StaffReasonInput & { id: string }>({
      query: ({ id, ...body }) => post(`${item('reports', id)}/dismiss`, body),
      extraOptions: STAFF,
      transformResponse: unwrap<ReportDismissResult>,
      invalidatesTags: CHANGED,
    }),
  }),
});

export const {
  useModerationQueueQuery,
  useModerationJobQuery,
  useModerationCompaniesQuery,
  useModerationCompanyQuery,
  useModerateJobMutation,
  useModerateCompanyMutation,
  useDismissReportMutation,
} = moderationApi;
