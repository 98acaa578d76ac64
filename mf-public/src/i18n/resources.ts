import { th } from './th';
import { en } from './en';

/** Both catalogues at once, for tests (exposes/pages.ts loads English on demand). */
export const resources = { th, en };
