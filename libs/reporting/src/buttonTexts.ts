import type { PerKind } from './i18n';

/** The button's label (namespace 'report', see i18n.ts): the only text of the namespace a page carries. */
export const reportButtonTexts: { th: PerKind<'button'>; en: PerKind<'button'> } = {
  th: { button_job: 'รายงานประกาศนี้', button_company: 'รายงานบริษัทนี้' },
  en: { button_job: 'Report this job', button_company: 'Report this company' },
};
