import type { ApiResponse, CandidateInvitation, Page } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** Invitations to apply a candidate received from companies (GET /candidate/invitations), newest first. */
export const invitationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateInvitations: build.query<Page<CandidateInvitation>, void>({
      query: () => '/candidate/invitations?limit=20',
      transformResponse: (r: ApiResponse<Page<CandidateInvitation>>) => r.data,
      providesTags: ['JobInvitation'],
    }),
    dismissInvitation: build.mutation<void, string>({
      query: (id) => ({ url: `/candidate/invitations/${encodeURIComponent(id)}/dismiss`, method: 'POST' }),
      // off the list at once; back if the API refuses
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          invitationsApi.util.updateQueryData('candidateInvitations', undefined, (draft) => {
            draft.items = draft.items.filter((i) => i.id !== id);
            draft.total = Math.max(0, draft.total - 1);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useCandidateInvitationsQuery, useDismissInvitationMutation } = invitationsApi;
