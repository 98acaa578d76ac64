import type { PrivacyStrings } from './th';

/** Namespace 'public-privacy', English. Same keys as th.ts (the type makes sure). */
export const en: PrivacyStrings = {
  meta: {
    privacyNotice: {
      title: 'Privacy notice',
      description:
        "JobPortal's privacy notice under Thailand's Personal Data Protection Act B.E. 2562 (2019): what we collect, why, how long we keep it and your rights.",
    },
    privacyPolicy: {
      title: 'Privacy policy',
      description:
        "JobPortal's privacy and cookie policy: how we protect personal data, our security measures and how to exercise your rights.",
    },
  },
  privacy: {
    toc: 'Contents',
    effective: 'Effective from {{date}}',
    version: 'Version {{version}}',
    seeAlso: 'See also:',
  },
};
