// TEMPORARY scaffold (platform bring-up): the mf-auth owner replaces every entry with its real page.
import type { ComponentType } from 'react';
import { addTranslations } from 'mf_shared_ui/platform';
import { resources } from '../i18n/resources';

addTranslations('auth', resources);

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  CandidateLogin: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('CandidateLogin') })),
  CandidateRegister: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('CandidateRegister') })),
  CandidateAuth: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('CandidateAuth') })),
  CandidateResetPassword: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('CandidateResetPassword') })),
  CorporateLogin: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('CorporateLogin') })),
  CorporateRegister: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('CorporateRegister') })),
  CorporateAuth: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('CorporateAuth') })),
  CorporateResetPassword: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('CorporateResetPassword') })),
};
