/**
 * Hiring as a team (issue 43): the roles inside one company and what each may do. One table for the API (which
 * enforces it) and the employer remote (which hides what a role cannot do).
 */

/** owner: one per company, hands the company over; admin: runs the team and the company; recruiter: hires on the
 * jobs they own or collaborate on; viewer (hiring manager): reads everything, writes private notes only. */
export const TEAM_ROLES = ['owner', 'admin', 'recruiter', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an invitation may give (ownership is transferred, never invited). */
export const INVITABLE_TEAM_ROLES = ['admin', 'recruiter', 'viewer'] as const;
export type InvitableTeamRole = (typeof INVITABLE_TEAM_ROLES)[number];

/**
 * What a role may do. `job:` permissions are checked per job for recruiters: they act on the jobs they own or
 * collaborate on, owners and admins on every job of the company.
 */
export const TEAM_PERMISSIONS = {
  'team:manage': ['owner', 'admin'],
  'team:transfer': ['owner'],
  'company:edit': ['owner', 'admin'],
  'job:create': ['owner', 'admin', 'recruiter'],
  'job:write': ['owner', 'admin', 'recruiter'],
  'job:pipeline': ['owner', 'admin', 'recruiter'],
  'job:message': ['owner', 'admin', 'recruiter'],
  'job:interview': ['owner', 'admin', 'recruiter'],
  'job:export': ['owner', 'admin', 'recruiter'],
  'templates:write': ['owner', 'admin', 'recruiter'],
  'candidates:invite': ['owner', 'admin', 'recruiter'],
  'notes:write': ['owner', 'admin', 'recruiter', 'viewer'],
} as const satisfies Record<string, readonly TeamRole[]>;
export type TeamPermission = keyof typeof TEAM_PERMISSIONS;

/** True when the role holds the permission (per-job checks for recruiters are the API's). */
export function roleCan(role: TeamRole, permission: TeamPermission): boolean {
  return (TEAM_PERMISSIONS[permission] as readonly TeamRole[]).includes(role);
}

/** A permission checked against the job's owner and collaborators when the caller is a recruiter. */
export function isJobPermission(permission: TeamPermission): boolean {
  return permission.startsWith('job:') && permission !== 'job:create';
}

export const TEAM_LIMITS = {
  /** An invitation link is valid for 7 days; resending issues a new link and restarts the clock. */
  inviteTtlDays: 7,
  /** Open invitations per company at a time. */
  openInvitesMax: 50,
  membersMax: 200,
} as const;
