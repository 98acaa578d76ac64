import { PrivacyPageView } from '../components/LegalDocumentView';

/** The page's texts (exposes/pages.ts waits for them before rendering it). */
export { loadTexts } from '../i18n/texts';

/** `/privacy-policy`. */
export default function PrivacyPolicyPage() {
  return <PrivacyPageView kind="policy" />;
}
