// mf-auth ./pages: the identity screens of spec section 2 (bare layout; the shell adds guards).
import type { ComponentType } from 'react';
import { addTranslations } from 'mf_shared_ui/platform';
import { AUTH_NS, resources } from '../i18n/resources';

addTranslations(AUTH_NS, resources);

export type AuthPageName =
  | 'CandidateLogin'
  | 'CandidateRegister'
  | 'CandidateAuth'
  | 'CandidateResetPassword'
  | 'CorporateLogin'
  | 'CorporateRegister'
  | 'CorporateAuth'
  | 'CorporateResetPassword'
  | 'CorporateJoin';

export const pages: Record<AuthPageName, () => Promise<{ default: ComponentType }>> = {
  CandidateLogin: () => import('../features/login/pages/CandidateLoginPage'),
  CandidateRegister: () => import('../features/register/pages/CandidateRegisterPage'),
  CandidateAuth: () => import('../features/action/pages/CandidateAuthPage'),
  CandidateResetPassword: () => import('../features/reset/pages/CandidateResetPasswordPage'),
  CorporateLogin: () => import('../features/login/pages/CorporateLoginPage'),
  CorporateRegister: () => import('../features/register/pages/CorporateRegisterPage'),
  CorporateAuth: () => import('../features/action/pages/CorporateAuthPage'),
  CorporateResetPassword: () => import('../features/reset/pages/CorporateResetPasswordPage'),
  CorporateJoin: () => import('../features/join/pages/CorporateJoinPage'),
};
