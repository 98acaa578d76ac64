import type { ApiResponse, InvitePreview } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** GET /corporate/invites/preview: what an invitation link is for (no sign-in needed). */
export const inviteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    invitePreview: build.query<InvitePreview, string>({
      query: (token) => ({ url: '/corporate/invites/preview', params: { token } }),
      transformResponse: (r: ApiResponse<InvitePreview>) => r.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useInvitePreviewQuery } = inviteApi;
