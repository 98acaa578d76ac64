import { PrivacyPageView } from '../components/LegalDocumentView';
import { ensureStyles } from '../../../shared/styles';

/** `/privacy-notice` (mf-auth never opens the privacy-settings dialog on this path). */
export default function PrivacyNoticePage() {
  ensureStyles();
  return <PrivacyPageView kind="notice" />;
}
