export type Role = 'candidate' | 'corporate';

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
}
