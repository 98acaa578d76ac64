// TEMPORARY scaffold (platform bring-up): the mf-public owner replaces every entry with its real page.
import type { ComponentType } from 'react';
import { addTranslations } from 'mf_shared_ui/platform';
import { resources } from '../i18n/resources';

addTranslations('public', resources);

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  Home: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('Home') })),
  Blog: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('Blog') })),
  BlogPost: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('BlogPost') })),
  ContactUs: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('ContactUs') })),
  PrivacyNotice: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('PrivacyNotice') })),
  PrivacyPolicy: () => import('../app/ScaffoldPage').then((m) => ({ default: m.scaffold('PrivacyPolicy') })),
};
