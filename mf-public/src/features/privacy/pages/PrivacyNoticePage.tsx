import { PrivacyPageView } from '../components/LegalDocumentView';

/** The page's texts (exposes/pages.ts waits for them before rendering it). */
export { loadTexts } from '../i18n/texts';

/** `/privacy-notice` (mf-auth never opens the privacy-settings dialog on this path). */
export default function PrivacyNoticePage() {
  return <PrivacyPageView kind="notice" />;
}
