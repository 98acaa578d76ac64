import { PrivacyPageView } from '../components/LegalDocumentView';
import { ensureStyles } from '../../../shared/styles';

/** `/privacy-policy`. */
export default function PrivacyPolicyPage() {
  ensureStyles();
  return <PrivacyPageView kind="policy" />;
}
