import type { ApiResponse, CorporateApplication } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';
import { applicationsApi } from './applicationsApi';

/** "Not a fit" back into the pipeline (issue 43). */
export const pipelineScreeningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    moveToPipeline: build.mutation<CorporateApplication, { id: string; jobId: string }>({
      query: ({ id }) => ({
        url: `/corporate/applications/${encodeURIComponent(id)}/move-to-pipeline`,
        method: 'POST',
      }),
      transformResponse: (r: ApiResponse<CorporateApplication>) => r.data,
      // The card moves at once; back if the API refuses.
      async onQueryStarted({ id, jobId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          applicationsApi.util.updateQueryData('jobApplications', jobId, (draft) => {
            const a = draft.find((x) => x.id === id);
            if (a) a.knocked_out = false;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_r, _e, { id }) => [{ type: 'CorporateApplication', id }, 'CorporateActivity'],
    }),
  }),
});

export const { useMoveToPipelineMutation } = pipelineScreeningApi;
