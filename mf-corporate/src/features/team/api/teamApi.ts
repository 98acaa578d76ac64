import type {
  ApiResponse,
  InvitableTeamRole,
  TeamInvite,
  TeamInviteInput,
  TeamMember,
  TeamOverview,
} from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

const TEAM = ['Team', 'CorporateActivity'] as const;

export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    inviteMember: build.mutation<TeamInvite, TeamInviteInput>({
      query: (body) => ({ url: '/corporate/team/invites', method: 'POST', body }),
      transformResponse: (r: ApiResponse<TeamInvite>) => r.data,
      invalidatesTags: [...TEAM],
    }),
    resendInvite: build.mutation<TeamInvite, string>({
      query: (id) => ({ url: `/corporate/team/invites/${encodeURIComponent(id)}/resend`, method: 'POST' }),
      transformResponse: (r: ApiResponse<TeamInvite>) => r.data,
      invalidatesTags: [...TEAM],
    }),
    revokeInvite: build.mutation<void, string>({
      query: (id) => ({ url: `/corporate/team/invites/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [...TEAM],
    }),
    changeMemberRole: build.mutation<TeamMember, { uid: string; role: InvitableTeamRole }>({
      query: ({ uid, role }) => ({
        url: `/corporate/team/members/${encodeURIComponent(uid)}`,
        method: 'PATCH',
        body: { role },
      }),
      transformResponse: (r: ApiResponse<TeamMember>) => r.data,
      invalidatesTags: [...TEAM, 'CorporateProfile', 'CorporateJob'],
    }),
    removeMember: build.mutation<void, string>({
      query: (uid) => ({ url: `/corporate/team/members/${encodeURIComponent(uid)}`, method: 'DELETE' }),
      invalidatesTags: [...TEAM, 'CorporateJob'],
    }),
    transferOwnership: build.mutation<TeamOverview, string>({
      query: (uid) => ({ url: '/corporate/team/transfer', method: 'POST', body: { uid } }),
      transformResponse: (r: ApiResponse<TeamOverview>) => r.data,
      invalidatesTags: [...TEAM, 'CorporateProfile', 'CorporateJob'],
    }),
  }),
});

export { useTeamQuery } from '../../../shared/api/teamQueryApi';

export const {
  useInviteMemberMutation,
  useResendInviteMutation,
  useRevokeInviteMutation,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useTransferOwnershipMutation,
} = teamApi;
