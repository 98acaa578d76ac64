import { ROUTE_META_EN } from './routeMeta.en';
import { ROUTE_META_TH, type RouteMetaCatalogue } from './routeMeta.th';

/**
 * Each route's default title and description (by route id, th and en): the shell's `meta` namespace keys and the
 * gateway's server-written head use this one catalogue, so the HTML a crawler gets and the page the app shows say
 * the same. Pages with content (a job, a company, a post) replace them with their own.
 */
export const ROUTE_META: Record<'th' | 'en', RouteMetaCatalogue> = { th: ROUTE_META_TH, en: ROUTE_META_EN };

export type RouteMetaText = { title: string; description: string };
