import type { ApiResponse, TeamOverview } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** GET /corporate/team (issue 43): the team page lists it, the job pages pick owners and collaborators from it. */
export const teamQueryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    team: build.query<TeamOverview, void>({
      query: () => '/corporate/team',
      transformResponse: (r: ApiResponse<TeamOverview>) => r.data,
      providesTags: ['Team'],
    }),
  }),
});

export const { useTeamQuery } = teamQueryApi;
