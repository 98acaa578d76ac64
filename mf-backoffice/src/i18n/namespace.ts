/** The 'backoffice' i18next namespace (Thai first). */
export const BACKOFFICE_NS = 'backoffice';
