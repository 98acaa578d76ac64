import { th } from './th';
import { en } from './en';

/** Both catalogues (the back office registers both with its page map: staff only, no first-load budget). */
export const resources = { th, en };
