import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from './routes';
import { RemotePage } from '../federation/RemotePage';
import { GuardSlot } from '../federation/AuthSlots';
import { shared } from '../federation/sharedModules';

/** One route: default metadata for it, its guard, then the owning remote's page. */
export function RouteElement({ route }: { route: RouteDef }) {
  const { t, i18n } = useTranslation('shell');
  const location = useLocation();
  useEffect(() => {
    shared.platform.setRouteNoindex(Boolean(route.noindex));
    shared.platform.applyDefaultPageMeta({
      title: t(`meta.${route.id}.title`),
      description: t(`meta.${route.id}.description`),
      noindex: route.noindex,
    });
  }, [route, t, i18n.language, location.pathname]);
  const page = <RemotePage remote={route.remote} page={route.page} />;
  return route.guard ? <GuardSlot role={route.guard}>{page}</GuardSlot> : page;
}
