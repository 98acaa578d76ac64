import type { LanguageLevel, SkillLevel } from '@jobportal/contracts';
import type { Locale } from './locale';

/** The labels of the CV made from the profile (GET /api/candidate/profile/cv.pdf), in both languages. */
export interface CvLabels {
  profile: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  contact: string;
  present: string;
  graduated: string;
  yearsExperience: (n: number) => string;
  skillLevel: Record<SkillLevel, string>;
  languageLevel: Record<LanguageLevel, string>;
  /** the document title (PDF metadata) */
  title: (name: string) => string;
}

export const CV_LABELS: Record<Locale, CvLabels> = {
  th: {
    profile: 'ข้อมูลโดยสรุป',
    experience: 'ประสบการณ์ทำงาน',
    education: 'การศึกษา',
    skills: 'ทักษะ',
    languages: 'ภาษา',
    contact: 'ข้อมูลติดต่อ',
    present: 'ปัจจุบัน',
    graduated: 'จบการศึกษา',
    yearsExperience: (n) => `ประสบการณ์ทำงาน ${n} ปี`,
    skillLevel: { beginner: 'เริ่มต้น', intermediate: 'ปานกลาง', advanced: 'ขั้นสูง', expert: 'เชี่ยวชาญ' },
    languageLevel: {
      basic: 'พื้นฐาน',
      conversational: 'สื่อสารได้',
      business: 'ใช้ในการทำงานได้',
      fluent: 'คล่องแคล่ว',
      native: 'เจ้าของภาษา',
    },
    title: (name) => `ประวัติย่อ ${name}`,
  },
  en: {
    profile: 'Profile',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    contact: 'Contact',
    present: 'Present',
    graduated: 'Graduated',
    yearsExperience: (n) => `${n} ${n === 1 ? 'year' : 'years'} of experience`,
    skillLevel: {
      beginner: 'Beginner',
      intermediate: 'Intermediate',
      advanced: 'Advanced',
      expert: 'Expert',
    },
    languageLevel: {
      basic: 'Basic',
      conversational: 'Conversational',
      business: 'Business',
      fluent: 'Fluent',
      native: 'Native',
    },
    title: (name) => `Résumé of ${name}`,
  },
};
