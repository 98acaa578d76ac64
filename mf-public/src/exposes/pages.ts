// The page map of mf-public (names = shell/src/app/routes.ts); each page is its own chunk.
import type { ComponentType } from 'react';
import { addTranslations } from 'mf_shared_ui/platform';
import { resources } from '../i18n/resources';
import { withPublicStyles } from '../shared/PublicStyles';
import { preloadPrivacyContent } from '../features/privacy/utils/loadContent';

addTranslations('public', resources);

type PageName = 'Home' | 'Blog' | 'BlogPost' | 'ContactUs' | 'PrivacyNotice' | 'PrivacyPolicy';

type PageLoader = () => Promise<{ default: ComponentType }>;
/** Every page brings the stylesheet of mf-public (shared/PublicStyles.tsx). */
const styled =
  (load: PageLoader): PageLoader =>
  () =>
    load().then((page) => ({ default: withPublicStyles(page.default) }));

/** A privacy page arrives with the text of the page's language. */
const withPrivacyText =
  (load: PageLoader): PageLoader =>
  () =>
    Promise.all([load(), preloadPrivacyContent()]).then(([page]) => page);

export const pages: Record<PageName, PageLoader> = {
  Home: styled(() => import(/* webpackChunkName: "page-home" */ '../features/home/pages/HomePage')),
  Blog: styled(() => import(/* webpackChunkName: "page-blog" */ '../features/blog/pages/BlogPage')),
  BlogPost: styled(
    () => import(/* webpackChunkName: "page-blog-post" */ '../features/blog/pages/BlogPostPage'),
  ),
  ContactUs: styled(
    () => import(/* webpackChunkName: "page-contact" */ '../features/contact/pages/ContactPage'),
  ),
  PrivacyNotice: withPrivacyText(
    styled(
      () =>
        import(/* webpackChunkName: "page-privacy-notice" */ '../features/privacy/pages/PrivacyNoticePage'),
    ),
  ),
  PrivacyPolicy: withPrivacyText(
    styled(
      () =>
        import(/* webpackChunkName: "page-privacy-policy" */ '../features/privacy/pages/PrivacyPolicyPage'),
    ),
  ),
};
