// The page map of mf-public (names = shell/src/app/routes.ts); each page is its own chunk.
import type { ComponentType } from 'react';
import { addTranslations } from 'mf_shared_ui/platform';
import { resources } from '../i18n/resources';

addTranslations('public', resources);

type PageName = 'Home' | 'Blog' | 'BlogPost' | 'ContactUs' | 'PrivacyNotice' | 'PrivacyPolicy';

export const pages: Record<PageName, () => Promise<{ default: ComponentType }>> = {
  Home: () => import(/* webpackChunkName: "page-home" */ '../features/home/pages/HomePage'),
  Blog: () => import(/* webpackChunkName: "page-blog" */ '../features/blog/pages/BlogPage'),
  BlogPost: () => import(/* webpackChunkName: "page-blog-post" */ '../features/blog/pages/BlogPostPage'),
  ContactUs: () => import(/* webpackChunkName: "page-contact" */ '../features/contact/pages/ContactPage'),
  PrivacyNotice: () =>
    import(/* webpackChunkName: "page-privacy-notice" */ '../features/privacy/pages/PrivacyNoticePage'),
  PrivacyPolicy: () =>
    import(/* webpackChunkName: "page-privacy-policy" */ '../features/privacy/pages/PrivacyPolicyPage'),
};
