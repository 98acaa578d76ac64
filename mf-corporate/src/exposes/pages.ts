// The page map of mf-corporate (names = shell/src/app/routes.ts); each page is its own chunk.
import type { ComponentType } from 'react';
import { addTranslations } from 'mf_shared_ui/platform';
import { CORPORATE_NS, resources } from '../i18n/resources';

addTranslations(CORPORATE_NS, resources);

type PageModule = () => Promise<{ default: ComponentType }>;

export const pages: Record<string, PageModule> = {
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
};
