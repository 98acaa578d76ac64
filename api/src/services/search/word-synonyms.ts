/**
 * Words of job titles that Thai and English posts say differently and that name no role family by themselves
 * (so they are not role groups of seed/data/roles.ts, which the matching engine reads as families): a query word in
 * a group also matches the other words of the group ("วิศวกรเอไอ" = engineer + AI, "AI Engineer").
 */
export const WORD_SYNONYMS: readonly (readonly string[])[] = [
  ['engineer', 'engineers', 'วิศวกร', 'เอนจิเนียร์', 'เอ็นจิเนียร์'],
  ['consultant', 'ที่ปรึกษา', 'คอนซัลแทนต์'],
  ['admin', 'administrator', 'แอดมิน', 'ผู้ดูแล'],
];
