// The page map of mf-backoffice (names = the route table's: /backoffice, /backoffice/login, /backoffice/:area[/:id]).
import type { ComponentType } from 'react';
import { addTranslations, STAFF_AUTH_SCOPE } from 'mf_shared_ui/platform';
import { resources } from '../i18n/resources';
import { BACKOFFICE_NS } from '../i18n/namespace';

addTranslations(BACKOFFICE_NS, resources);

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A design system older than the staff auth scope would send the portal session's token on back-office calls (and
 * take the staff provider as the portal's): the pages refuse to load on it, and the shell offers its retry.
 */
const needsStaffScope =
  (load: PageModule): PageModule =>
  () =>
    STAFF_AUTH_SCOPE === 'staff'
      ? load()
      : Promise.reject(new Error('mf-backoffice needs mf_shared_ui/platform with the staff auth scope'));

export const pages: Record<string, PageModule> = Object.fromEntries(
  Object.entries({
    Home: () => import('../features/home/pages/HomePage'),
    Login: () => import('../features/login/pages/LoginPage'),
    Area: () => import('../app/AreaPage'),
  } satisfies Record<string, PageModule>).map(([name, load]) => [name, needsStaffScope(load)]),
);
