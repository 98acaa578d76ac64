// The page map of mf-corporate (names = shell/src/app/routes.ts); each page is its own chunk.
import type { ComponentType } from 'react';
import { addTranslations, addTranslationsLazily } from 'mf_shared_ui/platform';
import { th } from '../i18n/th';
import { CORPORATE_NS } from '../i18n/namespace';

// Thai with the container, the English catalogue only when the page is (or turns) English; a design system from
// before addTranslationsLazily (a rollback) gets both once English has arrived.
const english = () => import(/* webpackChunkName: "i18n-en" */ '../i18n/en').then((m) => m.en);
const texts = (): Promise<void> =>
  typeof addTranslationsLazily === 'function'
    ? addTranslationsLazily(CORPORATE_NS, { th, en: english })
    : english().then((en) => addTranslations(CORPORATE_NS, { th, en }));
texts().catch(() => undefined);

type PageModule = () => Promise<{ default: ComponentType }>;
/** A page renders once its texts are there. */
const withTexts =
  (load: PageModule): PageModule =>
  () =>
    Promise.all([load(), texts()]).then(([page]) => page);

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
  } satisfies Record<string, PageModule>).map(([name, load]) => [name, withTexts(load)]),
);
