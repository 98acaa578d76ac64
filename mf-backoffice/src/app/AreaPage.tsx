import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router';
import { Result } from 'mf_shared_ui/ui-data';
import { canOpen, isAreaKey, type AreaKey } from '../shared/access/areas';
import { PageTitle } from '../shared/components/PageTitle';
import { LoadingState } from '../shared/components/States';
import { useBackofficeT } from '../shared/hooks/useLocale';
import { StaffPage } from '../shared/layout/StaffPage';

/** Each area is its own chunk, loaded when opened. */
const AREA_PAGES: Record<AreaKey, LazyExoticComponent<ComponentType>> = {
  moderation: lazy(() => import('../features/moderation/pages/ModerationPage')),
  verification: lazy(() => import('../features/verification/pages/VerificationPage')),
  content: lazy(() => import('../features/content/pages/ContentPage')),
  support: lazy(() => import('../features/support/pages/SupportPage')),
  privacy: lazy(() => import('../features/privacy/pages/PrivacyPage')),
  system: lazy(() => import('../features/system/pages/SystemPage')),
  releases: lazy(() => import('../features/releases/pages/ReleasesPage')),
  audit: lazy(() => import('../features/audit/pages/AuditPage')),
};

/** /backoffice/:area and /backoffice/:area/:id: the area's page if the staff member's roles open it. */
export default function AreaPage() {
  const { area } = useParams();
  return <StaffPage>{(me) => <AreaContent area={area} roles={me.roles} />}</StaffPage>;
}

function AreaContent({ area, roles }: { area: string | undefined; roles: readonly string[] }) {
  const { t } = useBackofficeT();
  if (!isAreaKey(area))
    return (
      <>
        <PageTitle title={t('common.notFoundArea')} />
        <Result status="404" title={t('common.notFoundArea')} />
      </>
    );
  if (!canOpen(roles, area))
    return (
      <>
        <PageTitle title={t('common.noAccess')} />
        <Result status="403" title={t('common.noAccess')} subTitle={t('common.noAccessHint')} />
      </>
    );
  const Page = AREA_PAGES[area];
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}
