import { roleCan, type TeamPermission, type TeamRole } from '@jobportal/contracts/team';
import { useCorporateProfileQuery } from './api/sharedApi';

/**
 * The caller's role in the company's team (issue 43), from the employer profile; undefined while it loads. The
 * page hides what the role cannot do; the API stays the authority (403 TEAM_ROLE_FORBIDDEN).
 */
export function useTeamRole(): { role: TeamRole | undefined; can: (permission: TeamPermission) => boolean } {
  const role = useCorporateProfileQuery().data?.role;
  return { role, can: (permission) => (role ? roleCan(role, permission) : false) };
}
