import type {
  ApiResponse,
  ApplicationNote,
  ApplicationStatus,
  CorporateApplication,
} from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** Everything a status change touches: the pipeline, the job's applicant counts, the dashboard, the feed. */
const AFTER_STATUS_CHANGE = [
  'CorporateApplication' as const,
  { type: 'CorporateJob' as const, id: 'LIST' },
  'Dashboard' as const,
  'CorporateActivity' as const,
];

export const applicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    jobApplications: build.query<CorporateApplication[], string>({
      query: (jobId) => `/corporate/jobs/${encodeURIComponent(jobId)}/applications`,
      transformResponse: (r: ApiResponse<CorporateApplication[]>) => r.data,
      providesTags: (result, _e, jobId) => [
        { type: 'CorporateApplication', id: `JOB-${jobId}` },
        ...(result ?? []).map((a) => ({ type: 'CorporateApplication' as const, id: a.id })),
      ],
    }),
    applicationOfCandidate: build.query<CorporateApplication, { jobId: string; uid: string }>({
      query: ({ jobId, uid }) =>
        `/corporate/jobs/${encodeURIComponent(jobId)}/candidates/${encodeURIComponent(uid)}/application`,
      transformResponse: (r: ApiResponse<CorporateApplication>) => r.data,
      providesTags: (result) =>
        result ? [{ type: 'CorporateApplication', id: result.id }] : ['CorporateApplication'],
    }),
    setApplicationStatus: build.mutation<
      CorporateApplication,
      { id: string; status: ApplicationStatus; jobId: string }
    >({
      query: ({ id, status }) => ({
        url: `/corporate/applications/${encodeURIComponent(id)}/status`,
        method: 'POST',
        body: { status },
      }),
      transformResponse: (r: ApiResponse<CorporateApplication>) => r.data,
      // Move the card at once; roll back if the API refuses.
      async onQueryStarted({ id, status, jobId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          applicationsApi.util.updateQueryData('jobApplications', jobId, (draft) => {
            const a = draft.find((x) => x.id === id);
            if (a) a.status = status;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_r, _e, { jobId }) => [...AFTER_STATUS_CHANGE, { type: 'CorporateJob', id: jobId }],
    }),
    bulkApplicationStatus: build.mutation<
      { updated: number },
      { ids: string[]; status: ApplicationStatus; jobId: string }
    >({
      query: ({ ids, status }) => ({
        url: '/corporate/applications/bulk-status',
        method: 'POST',
        body: { ids, status },
      }),
      transformResponse: (r: ApiResponse<{ updated: number }>) => r.data,
      invalidatesTags: (_r, _e, { jobId }) => [...AFTER_STATUS_CHANGE, { type: 'CorporateJob', id: jobId }],
    }),
    addApplicationNote: build.mutation<ApplicationNote, { id: string; body: string }>({
      query: ({ id, body }) => ({
        url: `/corporate/applications/${encodeURIComponent(id)}/notes`,
        method: 'POST',
        body: { body },
      }),
      transformResponse: (r: ApiResponse<ApplicationNote>) => r.data,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'CorporateApplication', id }, 'CorporateActivity'],
    }),
  }),
});

export const {
  useJobApplicationsQuery,
  useApplicationOfCandidateQuery,
  useSetApplicationStatusMutation,
  useBulkApplicationStatusMutation,
  useAddApplicationNoteMutation,
} = applicationsApi;
