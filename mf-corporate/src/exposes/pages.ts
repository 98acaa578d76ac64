// The page map of mf-corporate (names = shell/src/app/routes.ts); each page is its own chunk.
import type { ComponentType } from 'react';
import i18next from 'i18next';
import { addTranslations, addTranslationsLazily } from 'mf_shared_ui/platform';
import { thCore as th } from '../i18n/th.core';
import { CORPORATE_NS } from '../i18n/namespace';

// Thai with the container, the English catalogue only when the page is (or turns) English; a design system from
// before addTranslationsLazily (a rollback) gets both once English has arrived.
const english = () => import(/* webpackChunkName: "i18n-en" */ '../i18n/en').then((m) => m.en);
const texts = (): Promise<void> =>
  typeof addTranslationsLazily === 'function'
    ? addTranslationsLazily(CORPORATE_NS, { th, en: english })
    : english().then((en) => addTranslations(CORPORATE_NS, { th, en }));
texts().catch(() => undefined);

// A signed-in employer's pages have Thai texts of their own (hiring as a team), a chunk the guests' pages never
// download. Added after the catalogue above without replacing any of its texts, whatever the language (Thai is the
// fallback; the English catalogue holds both parts). A failed load is tried again by the next page load.
let hiringThai: Promise<void> | null = null;
function hiringTexts(): Promise<void> {
  const loading = (hiringThai ??= texts()
    .then(() => import(/* webpackChunkName: "i18n-th-hiring" */ '../i18n/th.hiring'))
    .then(({ thHiring }) => {
      i18next.addResourceBundle('th', CORPORATE_NS, thHiring, true, false);
    }));
  loading.catch(() => (hiringThai = null));
  return loading;
}

type PageModule = () => Promise<{ default: ComponentType }>;
/** A page renders once its texts are there. */
const withTexts =
  (load: PageModule, ownTexts: () => Promise<void>): PageModule =>
  () =>
    Promise.all([load(), ownTexts()]).then(([page]) => page);
const GUEST_PAGES = new Set(['Landing', 'PublicCompany']);

export const pages: Record<string, PageModule> = Object.fromEntries(
  Object.entries({
    Landing: () => import('../features/landing/pages/LandingPage'),
    Dashboard: () => import('../features/dashboard/pages/DashboardPage'),
    Profile: () => import('../features/profile/pages/ProfilePage'),
    Activities: () => import('../features/activities/pages/ActivitiesPage'),
    JobCreate: () => import('../features/jobs/pages/JobCreatePage'),
    JobEdit: () => import('../features/jobs/pages/JobEditPage'),
    CandidateList: () => import('../features/candidates/pages/CandidateListPage'),
    CandidateDetail: () => import('../features/candidates/pages/CandidateDetailPage'),
    ApplicationList: () => import('../features/applications/pages/ApplicationListPage'),
    ApplicationJob: () => import('../features/applications/pages/ApplicationJobPage'),
    ApplicationCandidate: () => import('../features/applications/pages/ApplicationCandidatePage'),
    PublicCompany: () => import('../features/company/pages/PublicCompanyPage'),
    Notifications: () => import('../features/notifications/pages/NotificationsPage'),
    NotificationSettings: () => import('../features/notifications/pages/EmailSettingsPage'),
    MessageThread: () => import('../features/messages/pages/MessageThreadPage'),
    Templates: () => import('../features/templates/pages/TemplatesPage'),
    Team: () => import('../features/team/pages/TeamPage'),
  } satisfies Record<string, PageModule>).map(([name, load]) => [
    name,
    withTexts(load, GUEST_PAGES.has(name) ? texts : hiringTexts),
  ]),
);
