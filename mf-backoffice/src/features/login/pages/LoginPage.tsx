import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from 'mf_shared_ui/platform';
import { LoadingState } from '../../../shared/components/States';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { LoginPanel } from '../../../shared/session/LoginPanel';
import { useStaffSession } from '../../../shared/session/staffSession';
import { afterLoginPath } from '../utils/afterLogin';

/** /backoffice/login: the staff pool's sign-in; then the page asked for (?next=/backoffice/...) or /backoffice. */
export default function LoginPage() {
  const { t } = useBackofficeT();
  const session = useStaffSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = afterLoginPath(search.get('next'));
  usePageMeta({
    title: `${t('login.title')} | ${t('brand')}`,
    description: t('meta.description'),
    noindex: true,
  });

  useEffect(() => {
    if (session.status === 'signedIn') void navigate(next, { replace: true });
  }, [navigate, next, session.status]);

  if (session.status !== 'signedOut') return <LoadingState label={t('gate.checking')} />;
  return <LoginPanel heading={t('login.title')} />;
}
