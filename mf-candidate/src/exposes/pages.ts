// The page map of mf-candidate (names = shell/src/app/routes.ts); each page is its own chunk.
import type { ComponentType } from 'react';
import i18next from 'i18next';
import { addTranslations, addTranslationsLazily } from 'mf_shared_ui/platform';
import { th } from '../i18n/th';

// Thai with the container, the English catalogue only when the page is (or turns) English; a design system from
// before addTranslationsLazily (a rollback) gets both once English has arrived.
const english = () => import(/* webpackChunkName: "i18n-en" */ '../i18n/en').then((m) => m.en);
const texts = (): Promise<void> =>
  typeof addTranslationsLazily === 'function'
    ? addTranslationsLazily('candidate', { th, en: english })
    : english().then((en) => addTranslations('candidate', { th, en }));
texts().catch(() => undefined);

// The signed-in candidate's pages have Thai texts of their own, a chunk a guest's pages never download. Added after
// the catalogue above (a namespace that exists is not added again by addTranslations) and whatever the language:
// Thai is the fallback. A failed load is tried again by the next page load.
let accountThai: Promise<void> | null = null;
function accountTexts(): Promise<void> {
  const loading = (accountThai ??= texts()
    .then(() => import(/* webpackChunkName: "i18n-th-account" */ '../i18n/th.account'))
    .then(({ thAccount }) => {
      i18next.addResourceBundle('th', 'candidate', thAccount, true, true);
    }));
  loading.catch(() => (accountThai = null));
  return loading;
}

type PageName =
  | 'Landing'
  | 'JobSearch'
  | 'JobDetail'
  | 'Overview'
  | 'Profile'
  | 'Activities'
  | 'AiJobMatching'
  | 'Notifications'
  | 'SavedSearches'
  | 'NotificationSettings'
  | 'ApplicationMessages';

type PageModule = Promise<{ default: ComponentType }>;
/** A page renders once its texts are there (the English catalogue may still be on its way). */
const withTexts =
  (load: () => PageModule, ownTexts: () => Promise<void> = texts) =>
  (): PageModule =>
    Promise.all([load(), ownTexts()]).then(([page]) => page);
const GUEST_PAGES = new Set<PageName>(['Landing', 'JobSearch', 'JobDetail']);

export const pages: Record<PageName, () => PageModule> = Object.fromEntries(
  Object.entries({
    Landing: () => import('../features/landing/pages/LandingPage'),
    JobSearch: () => import('../app/pages/JobSearchRoute'),
    JobDetail: () => import('../features/job-detail/pages/JobDetailPage'),
    Overview: () => import('../features/overview/pages/OverviewPage'),
    Profile: () => import('../features/profile/pages/ProfilePage'),
    Activities: () => import('../features/activities/pages/ActivitiesPage'),
    AiJobMatching: () => import('../features/ai-matching/pages/AiJobMatchingPage'),
    Notifications: () => import('../features/alerts/pages/NotificationsPage'),
    SavedSearches: () => import('../features/alerts/pages/SavedSearchesPage'),
    NotificationSettings: () => import('../features/alerts/pages/EmailSettingsPage'),
    ApplicationMessages: () => import('../features/messages/pages/ApplicationMessagesPage'),
  } satisfies Record<PageName, () => PageModule>).map(([name, load]) => [
    name,
    withTexts(load, GUEST_PAGES.has(name as PageName) ? texts : accountTexts),
  ]),
) as Record<PageName, () => PageModule>;
