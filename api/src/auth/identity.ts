import { STAFF_ROLE_NAMES, type StaffRoleName, type TeamRole } from '@jobportal/contracts';

/** The two user pools (candidates, employers); staff are a third pool of their own (StaffIdentity). */
export type Role = 'candidate' | 'corporate';
/** A Firebase tenant of the project: the two user pools and the staff pool. */
export type Pool = Role | 'staff';

/** The verified caller of a request. */
export interface Identity {
  role: Role;
  uid: string;
  email: string;
  emailVerified: boolean;
  signInProvider: string;
  name: string | null;
  tenant: string;
}

/** The employer account behind a corporate identity (loaded by requireCorporate). */
export interface CorporateContext {
  uid: string;
  companyId: string;
  email: string;
  contactName: string;
  /** The member's role in the company's team (issue 43), read on every request: a change applies at the next one. */
  role: TeamRole;
}

/** The staff roles of the wire contract (issue 41); `admin` may do everything. */
export const STAFF_ROLES = STAFF_ROLE_NAMES;
export type StaffRole = StaffRoleName;

/** A verified staff member (staff tenant), with the roles of the token's `roles` custom claim. */
export interface StaffIdentity {
  uid: string;
  email: string;
  roles: StaffRole[];
}

/** The roles a `roles` claim names (unknown strings are dropped). */
export function staffRolesOf(claim: unknown): StaffRole[] {
  if (!Array.isArray(claim)) return [];
  return STAFF_ROLES.filter((r) => claim.includes(r));
}
