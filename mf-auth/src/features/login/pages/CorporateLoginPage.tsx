import { LoginPanel } from '../../../shared/components/LoginPanel';
import { useAuthPageMeta } from '../../../shared/usePageMetaOf';

export default function CorporateLoginPage() {
  useAuthPageMeta('corporateLogin');
  return <LoginPanel role="corporate" mode="page" />;
}
