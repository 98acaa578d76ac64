import { addCatalogue } from '../../../shared/addCatalogue';
import { th } from './th';

/** The blog pages' own namespace: their texts travel with them, not with every public page's first load. */
export const BLOG_NS = 'public-blog';

export const loadTexts = (): Promise<void> =>
  addCatalogue(BLOG_NS, th, () => import(/* webpackChunkName: "i18n-blog-en" */ './en').then((m) => m.en));
