import type {
  ApiResponse,
  BulkActionInput,
  BulkApplyInput,
  BulkPreview,
  BulkResult,
} from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** The pipeline's bulk move + message: a preview (nothing changes), then the apply of exactly what was previewed. */
export const bulkMessageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    previewBulkAction: build.mutation<BulkPreview, { jobId: string; input: BulkActionInput }>({
      query: ({ jobId, input }) => ({
        url: `/corporate/jobs/${encodeURIComponent(jobId)}/applications/bulk/preview`,
        method: 'POST',
        body: input,
      }),
      transformResponse: (r: ApiResponse<BulkPreview>) => r.data,
    }),
    applyBulkAction: build.mutation<BulkResult, { jobId: string; input: BulkApplyInput }>({
      query: ({ jobId, input }) => ({
        url: `/corporate/jobs/${encodeURIComponent(jobId)}/applications/bulk`,
        method: 'POST',
        body: input,
      }),
      transformResponse: (r: ApiResponse<BulkResult>) => r.data,
      // the pipeline, the job's counts, the dashboard and the feed, like a status change
      invalidatesTags: (_r, _e, { jobId }) => [
        'CorporateApplication',
        { type: 'CorporateJob', id: 'LIST' },
        { type: 'CorporateJob', id: jobId },
        'Dashboard',
        'CorporateActivity',
      ],
    }),
  }),
});

export const { usePreviewBulkActionMutation, useApplyBulkActionMutation } = bulkMessageApi;
