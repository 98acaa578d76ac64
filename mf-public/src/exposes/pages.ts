// The page map of mf-public (names = shell/src/app/routes.ts); each page is its own chunk.
import type { ComponentType } from 'react';
import { addTranslations, addTranslationsLazily } from 'mf_shared_ui/platform';
import { th } from '../i18n/th';
import { withPublicStyles } from '../shared/PublicStyles';
import { preloadPrivacyContent } from '../features/privacy/utils/loadContent';

// Thai with the container, the English catalogue only when the page is (or turns) English; a design system from
// before addTranslationsLazily (a rollback) gets both once English has arrived.
const english = () => import(/* webpackChunkName: "i18n-en" */ '../i18n/en').then((m) => m.en);
const texts = (): Promise<void> =>
  typeof addTranslationsLazily === 'function'
    ? addTranslationsLazily('public', { th, en: english })
    : english().then((en) => addTranslations('public', { th, en }));
texts().catch(() => undefined);

type PageName = 'Home' | 'Blog' | 'BlogPost' | 'ContactUs' | 'PrivacyNotice' | 'PrivacyPolicy';

type PageLoader = () => Promise<{ default: ComponentType }>;
/** Every page brings the stylesheet of mf-public (shared/PublicStyles.tsx) and renders once its texts are there. */
const styled =
  (load: PageLoader): PageLoader =>
  () =>
    Promise.all([load(), texts()]).then(([page]) => ({ default: withPublicStyles(page.default) }));

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
