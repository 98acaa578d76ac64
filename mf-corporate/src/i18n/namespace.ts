/** The 'corporate' i18next namespace (Thai first). */
export const CORPORATE_NS = 'corporate';
