/** Long-form legal texts (i18n content: one module per locale, loaded on demand). */
export type LegalBlock = { p: string } | { ul: string[] } | { table: { head: string[]; rows: string[][] } };

export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  version: string;
  /** ISO date */
  effectiveDate: string;
  intro: string[];
  sections: LegalSection[];
}

export interface PrivacyContent {
  notice: LegalDocument;
  policy: LegalDocument;
}
