import type { EducationLevel } from '@jobportal/contracts';

/** Ordered: a higher id is a higher level. */
export const EDUCATION_LEVELS: EducationLevel[] = [
  { id: 1, name_th: 'ต่ำกว่ามัธยมศึกษา', name_en: 'Below secondary school' },
  { id: 2, name_th: 'มัธยมศึกษาตอนปลาย', name_en: 'High school' },
  { id: 3, name_th: 'ประกาศนียบัตรวิชาชีพ (ปวช.)', name_en: 'Vocational certificate' },
  { id: 4, name_th: 'ประกาศนียบัตรวิชาชีพชั้นสูง (ปวส.)', name_en: 'High vocational diploma' },
  { id: 5, name_th: 'ปริญญาตรี', name_en: "Bachelor's degree" },
  { id: 6, name_th: 'ปริญญาโท', name_en: "Master's degree" },
  { id: 7, name_th: 'ปริญญาเอก', name_en: 'Doctorate' },
];
