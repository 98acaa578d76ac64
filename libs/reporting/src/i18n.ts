import type { ReportTargetKind } from '@jobportal/contracts/bounds';

/**
 * The reporting namespace, Thai first. What differs between a job and a company is written once per kind under
 * `<key>_job` / `<key>_company` and read with `t(key, { context: targetKind })` (i18next's context); a key without
 * a variant serves both. The button adds the namespace with its labels (buttonTexts.ts, with the page's code); the
 * dialog's chunk adds its texts to it (dialogTexts.ts): a page that nobody reports never downloads those.
 */
export const REPORT_NS = 'report';

/** One text per target kind. */
export type PerKind<Key extends string> = Record<`${Key}_${ReportTargetKind}`, string>;
