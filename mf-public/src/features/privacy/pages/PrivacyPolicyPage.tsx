import { PrivacyPageView } from '../components/LegalDocumentView';

/** `/privacy-policy`. */
export default function PrivacyPolicyPage() {
  return <PrivacyPageView kind="policy" />;
}
