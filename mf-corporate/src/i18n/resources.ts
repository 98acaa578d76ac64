import { th } from './th';
import { en } from './en';

/** The 'corporate' namespace (Thai first), registered by exposes/pages.ts. */
export const CORPORATE_NS = 'corporate';
export const resources = { th, en };
