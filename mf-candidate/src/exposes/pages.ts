// TEMPORARY scaffold (platform bring-up): the mf-candidate owner replaces every entry with its real page.
import type { ComponentType } from 'react';
import { addTranslations } from 'mf_shared_ui/platform';
import { resources } from '../i18n/resources';

addTranslations('candidate', resources);

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  Landing: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('Landing') })),
  Overview: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('Overview') })),
  Profile: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('Profile') })),
  Activities: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('Activities') })),
  JobSearch: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('JobSearch') })),
  JobDetail: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('JobDetail') })),
  AiJobMatching: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('AiJobMatching') })),
};
