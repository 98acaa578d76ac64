// The page map of mf-public (names = shell/src/app/routes.ts); each page is its own chunk.
import type { ComponentType } from 'react';
import { th } from '../i18n/th';
import { addCatalogue } from '../shared/addCatalogue';
import { withPublicStyles } from '../shared/PublicStyles';
import { preloadPrivacyContent } from '../features/privacy/utils/loadContent';

// Thai with the container, the English catalogue only when the page is (or turns) English.
const texts = (): Promise<void> =>
  addCatalogue('public', th, () => import(/* webpackChunkName: "i18n-en" */ '../i18n/en').then((m) => m.en));
texts().catch(() => undefined);

type PageName =
  | 'Home'
  | 'Blog'
  | 'BlogPost'
  | 'ContactUs'
  | 'PrivacyNotice'
  | 'PrivacyPolicy'
  | 'SalaryIndex'
  | 'SalaryInsight';

type PageLoader = () => Promise<{ default: ComponentType }>;
/** A page module; a page with texts of its own (a namespace of its feature) exports their loader. */
type PageModule = { default: ComponentType; loadTexts?: () => Promise<void> };
const withOwnTexts = (page: PageModule) => (page.loadTexts ? page.loadTexts().then(() => page) : page);
/**
 * Every page brings the stylesheet of mf-public (shared/PublicStyles.tsx) and renders once its texts are there:
 * the container's namespace and the page's own.
 */
const styled =
  (load: () => Promise<PageModule>): PageLoader =>
  () =>
    Promise.all([load().then(withOwnTexts), texts()]).then(([page]) => ({
      default: withPublicStyles(page.default),
    }));

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
  SalaryIndex: styled(
    () => import(/* webpackChunkName: "page-salary-index" */ '../features/salary/pages/SalaryIndexPage'),
  ),
  SalaryInsight: styled(
    () => import(/* webpackChunkName: "page-salary" */ '../features/salary/pages/SalaryInsightPage'),
  ),
};
