import { shellEn } from './resources.en';
import { shellTh } from './resources.th';

/** Both languages at once, for the server renderer and tests (the browser loads English only when it shows it). */
export const shellResources = { th: shellTh, en: shellEn };
