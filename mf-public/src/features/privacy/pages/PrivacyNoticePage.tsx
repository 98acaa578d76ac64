import { PrivacyPageView } from '../components/LegalDocumentView';

/** `/privacy-notice` (mf-auth never opens the privacy-settings dialog on this path). */
export default function PrivacyNoticePage() {
  return <PrivacyPageView kind="notice" />;
}
