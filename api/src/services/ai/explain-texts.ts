/**
 * The sentences of a match explanation (and of a skill suggestion's gain) in Thai and English, keyed like i18next resources: a key with a count has
 * `_one` / `_other` forms chosen by Intl.PluralRules ("1 more skill", "2 more skills"; Thai has one form), and
 * `{{name}}` is replaced by the value of `name`.
 */
export type Lang = 'th' | 'en';

const th = {
  change_candidate: 'ตรงกับสายงานใหม่ที่คุณต้องการ ({{names}}) เทียบกับตำแหน่งระดับเริ่มต้น',
  change_employer: 'ผู้สมัครกำลังเปลี่ยนสายงานมาเป็น {{names}}',
  no_skills: 'ประกาศนี้ไม่ได้ระบุทักษะ',
  skills_matched_other: 'ตรง {{matched}} จาก {{count}} ทักษะที่ต้องการ',
  related_candidate: 'ทักษะใกล้เคียงที่ใช้แทนได้บางส่วน: {{list}}',
  related_employer: 'ทักษะใกล้เคียงที่ใช้แทนได้บางส่วน: {{list}}',
  related_item_candidate: '{{skill}} (คุณมี {{via}})',
  related_item_employer: '{{skill}} (ผู้สมัครมี {{via}})',
  missing: 'ยังขาด: {{list}}',
  more_skills_other: '{{list}} และอีก {{count}} ทักษะ',
  years_under_other: 'ประสบการณ์ {{count}} ปี น้อยกว่าที่ต้องการ ({{min}} ปี)',
  years_over_other: 'ประสบการณ์ {{count}} ปี มากกว่าที่ตำแหน่งนี้ต้องการ ({{min}} ปี)',
  years_fit_other: 'ประสบการณ์ {{count}} ปี ตรงตามที่ต้องการ ({{min}} ปีขึ้นไป)',
  salary_within_candidate: 'เงินเดือนอยู่ในช่วงที่คาดหวัง',
  salary_below_candidate: 'เงินเดือนต่ำกว่าที่คาดหวัง',
  salary_above_candidate: 'เงินเดือนสูงกว่าที่คาดหวัง',
  salary_add_expectation: 'ระบุเงินเดือนที่คาดหวังเพื่อเปรียบเทียบ',
  salary_not_stated: 'ไม่ระบุเงินเดือน',
  salary_within_employer: 'เงินเดือนที่คาดหวังอยู่ในงบของตำแหน่ง',
  salary_below_employer: 'คาดหวังเงินเดือนสูงกว่างบของตำแหน่ง',
  salary_above_employer: 'คาดหวังเงินเดือนต่ำกว่างบของตำแหน่ง',
  salary_unknown_employer: 'เทียบเงินเดือนไม่ได้',
  work_onsite: 'ทำงานที่ออฟฟิศ',
  work_hybrid: 'แบบไฮบริด',
  work_remote: 'ทำงานทางไกล (remote)',
  place: '{{province}} {{work}}',
  place_preferred_candidate: '{{where}} ตามที่ต้องการ',
  place_preferred_employer: '{{where}} ตรงกับที่ผู้สมัครต้องการ',
  place_broken: '{{where}} {{why}}',
  why_separator: ' ',
  not_your_province: 'ไม่ใช่จังหวัดของคุณ ({{home}})',
  candidate_lives_in: 'ผู้สมัครอยู่{{home}}',
  work_type_not_preferred: 'รูปแบบงานไม่ตรงกับที่ต้องการ',
  hire_type_not_preferred: 'ประเภทการจ้างไม่ตรงกับที่ต้องการ',
  ranked_lower: 'จัดไว้หลังงานที่ตรงกับเงื่อนไขที่คุณตั้งไว้',
  suggest_more_jobs_other: 'เพิ่มทักษะนี้แล้วจะตรงกับงานที่เปิดรับอีก {{formatted}} ตำแหน่ง',
} as const;

type Key = keyof typeof th;
type Messages = Record<Key, string> & Partial<Record<string, string>>;

const en: Messages = {
  change_candidate: 'The new role you are looking for ({{names}}), compared at entry level',
  change_employer: 'Candidate moving into {{names}}',
  no_skills: 'The job lists no skills',
  skills_matched_one: '{{matched}} of {{count}} required skill',
  skills_matched_other: '{{matched}} of {{count}} required skills',
  related_candidate: 'Partly covered by related skills: {{list}}',
  related_employer: 'Partly covered by related skills: {{list}}',
  related_item_candidate: '{{skill}} (you have {{via}})',
  related_item_employer: '{{skill}} (has {{via}})',
  missing: 'Missing: {{list}}',
  more_skills_one: '{{list}} and {{count}} more skill',
  more_skills_other: '{{list}} and {{count}} more skills',
  years_under_one: '{{count}} year of experience, the job asks for {{min}}',
  years_under_other: '{{count}} years of experience, the job asks for {{min}}',
  years_over_one: '{{count}} year of experience, more than the role asks for ({{min}})',
  years_over_other: '{{count}} years of experience, more than the role asks for ({{min}})',
  years_fit_one: '{{count}} year of experience fits ({{min}}+ asked)',
  years_fit_other: '{{count}} years of experience fits ({{min}}+ asked)',
  salary_within_candidate: 'Salary within your expectation',
  salary_below_candidate: 'Pays below your expectation',
  salary_above_candidate: 'Pays above your expectation',
  salary_add_expectation: 'Add your expected salary to compare pay',
  salary_not_stated: 'Salary not stated',
  salary_within_employer: 'Expected salary within the budget',
  salary_below_employer: 'Expects more than the budget',
  salary_above_employer: 'Expects less than the budget',
  salary_unknown_employer: 'Salary cannot be compared',
  work_onsite: 'on-site',
  work_hybrid: 'hybrid',
  work_remote: 'remote',
  place: '{{province}}, {{work}}',
  place_preferred_candidate: '{{where}} as you prefer',
  place_preferred_employer: '{{where}} as the candidate prefers',
  place_broken: '{{where}}: {{why}}',
  why_separator: ', ',
  not_your_province: 'not your province ({{home}})',
  candidate_lives_in: 'candidate lives in {{home}}',
  work_type_not_preferred: 'not the preferred work type',
  hire_type_not_preferred: 'not the preferred type of employment',
  ranked_lower: 'Ranked after the jobs that meet the preferences you set',
  suggest_more_jobs_one: 'adding it would make {{formatted}} more open job a good match',
  suggest_more_jobs_other: 'adding it would make {{formatted}} more open jobs a good match',
};

const RESOURCES: Record<Lang, Messages> = { th, en };
const PLURALS: Record<Lang, Intl.PluralRules> = {
  th: new Intl.PluralRules('th'),
  en: new Intl.PluralRules('en'),
};

type PluralBase<K> = K extends `${infer B}_other` ? B : never;
export type MessageKey = Exclude<Key, `${string}_other`> | PluralBase<Key>;

/** The message `key` in `lang`; `count` picks the plural form, every value fills its `{{name}}`. */
export function t(lang: Lang, key: MessageKey, values: Record<string, string | number> = {}): string {
  const res = RESOURCES[lang];
  const count = values.count;
  const text =
    typeof count === 'number'
      ? (res[`${key}_${PLURALS[lang].select(count)}`] ?? res[`${key}_other`])
      : res[key];
  if (text === undefined) throw new Error(`missing message ${lang}:${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The first letter in upper case: an English line starting with a work type ("Remote as you prefer"). */
export const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
