import type { ApiResponse, JobInvitation, JobInvitationInput } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** "Invite to apply" from the candidate browser. */
export const invitationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    inviteToApply: build.mutation<JobInvitation, { uid: string; input: JobInvitationInput }>({
      query: ({ uid, input }) => ({
        url: `/corporate/candidates/${encodeURIComponent(uid)}/invite`,
        method: 'POST',
        body: input,
      }),
      transformResponse: (r: ApiResponse<JobInvitation>) => r.data,
    }),
  }),
});

export const { useInviteToApplyMutation } = invitationsApi;
