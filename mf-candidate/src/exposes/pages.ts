// The page map of mf-candidate (names = shell/src/app/routes.ts); each page is its own chunk.
import type { ComponentType } from 'react';
import { addTranslations } from 'mf_shared_ui/platform';
import { th } from '../i18n/th';
import { en } from '../i18n/en';

addTranslations('candidate', { th, en });

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
  | 'NotificationSettings';

export const pages: Record<PageName, () => Promise<{ default: ComponentType }>> = {
  Landing: () => import('../features/landing/pages/LandingPage'),
  JobSearch: () => import('../features/job-search/pages/JobSearchPage'),
  JobDetail: () => import('../features/job-detail/pages/JobDetailPage'),
  Overview: () => import('../features/overview/pages/OverviewPage'),
  Profile: () => import('../features/profile/pages/ProfilePage'),
  Activities: () => import('../features/activities/pages/ActivitiesPage'),
  AiJobMatching: () => import('../features/ai-matching/pages/AiJobMatchingPage'),
  Notifications: () => import('../features/alerts/pages/NotificationsPage'),
  SavedSearches: () => import('../features/alerts/pages/SavedSearchesPage'),
  NotificationSettings: () => import('../features/alerts/pages/EmailSettingsPage'),
};
