import type { ApiResponse, JobTeam, JobTeamInput } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** A job's owner and collaborators (issue 43). */
export const jobTeamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    jobTeam: build.query<JobTeam, string>({
      query: (id) => `/corporate/jobs/${encodeURIComponent(id)}/collaborators`,
      transformResponse: (r: ApiResponse<JobTeam>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Team', id: `job-${id}` }],
    }),
    setJobTeam: build.mutation<JobTeam, { id: string; input: JobTeamInput }>({
      query: ({ id, input }) => ({
        url: `/corporate/jobs/${encodeURIComponent(id)}/collaborators`,
        method: 'PUT',
        body: input,
      }),
      transformResponse: (r: ApiResponse<JobTeam>) => r.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Team', id: `job-${id}` },
        { type: 'CorporateJob', id },
        { type: 'CorporateJob', id: 'LIST' },
      ],
    }),
  }),
});

export const { useJobTeamQuery, useSetJobTeamMutation } = jobTeamApi;
