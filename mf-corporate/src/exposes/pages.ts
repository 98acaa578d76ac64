// TEMPORARY scaffold (platform bring-up): the mf-corporate owner replaces every entry with its real page.
import type { ComponentType } from 'react';
import { addTranslations } from 'mf_shared_ui/platform';
import { resources } from '../i18n/resources';

addTranslations('corporate', resources);

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  Landing: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('Landing') })),
  Dashboard: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('Dashboard') })),
  Profile: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('Profile') })),
  Activities: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('Activities') })),
  JobCreate: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('JobCreate') })),
  JobEdit: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('JobEdit') })),
  CandidateList: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('CandidateList') })),
  CandidateDetail: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('CandidateDetail') })),
  ApplicationList: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('ApplicationList') })),
  ApplicationJob: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('ApplicationJob') })),
  ApplicationCandidate: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('ApplicationCandidate') })),
  PublicCompany: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('PublicCompany') })),
};
