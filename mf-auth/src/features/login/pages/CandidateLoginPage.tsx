import { LoginPanel } from '../../../shared/components/LoginPanel';
import { useAuthPageMeta } from '../../../shared/usePageMetaOf';

export default function CandidateLoginPage() {
  useAuthPageMeta('candidateLogin');
  return <LoginPanel role="candidate" mode="page" />;
}
