/**
 * Technology families: everyday words for a whole field ("cloud", "คลาวด์", "mobile app", "แอปมือถือ", "AI") that
 * name no one skill. A family word stands for the skills of its taxonomy categories (seed/data/skills.ts `category`),
 * a few more skills and its role synonym groups (seed/data/roles.ts); NOT for the word itself, because the everyday
 * word also sits in the descriptions of jobs that use none of it ("deploy to the cloud" in a backend post, "test
 * our mobile app" in a QA post): that loose body match was what pulled unrelated jobs in.
 */
export interface TechFamily {
  key: string;
  /** what people type (normalised at load; multi-word forms match as phrases, Thai forms also without spaces) */
  terms: string[];
  /** every skill of these taxonomy categories */
  categories: string[];
  /** more skills (slugs) of the family outside those categories */
  skills: string[];
  /** role synonym groups (roles.ts keys) whose terms name the family's jobs */
  roles: string[];
}

export const TECH_FAMILIES: TechFamily[] = [
  {
    key: 'cloud',
    terms: [
      'cloud',
      'cloud computing',
      'public cloud',
      'คลาวด์',
      'ระบบคลาวด์',
      'คลาวด์คอมพิวติ้ง',
      'คลาวน์',
      'คราวด์',
    ],
    categories: ['cloud'],
    skills: ['kubernetes', 'terraform'],
    roles: ['devops'],
  },
  {
    key: 'mobile',
    terms: [
      'mobile',
      'mobile app',
      'mobile apps',
      'mobile application',
      'app mobile',
      'โมบาย',
      'โมบายล์',
      'โมบายแอป',
      'โมบายแอพ',
      'แอปมือถือ',
      'แอพมือถือ',
      'แอปบนมือถือ',
      'แอพบนมือถือ',
      'แอปพลิเคชันมือถือ',
      'แอพพลิเคชันมือถือ',
      'แอพพลิเคชั่นมือถือ',
      'แอปพลิเคชั่นมือถือ',
      'แอปพลิเคชันบนมือถือ',
    ],
    categories: ['mobile'],
    skills: ['swift', 'dart', 'objective-c'],
    roles: ['mobile-developer'],
  },
  {
    key: 'ai',
    terms: ['ai', 'a.i.', 'artificial intelligence', 'เอไอ', 'เอ ไอ', 'ปัญญาประดิษฐ์', 'ระบบปัญญาประดิษฐ์'],
    categories: ['ai'],
    skills: [],
    roles: ['data-scientist'],
  },
  {
    key: 'database',
    terms: ['database', 'databases', 'ฐานข้อมูล', 'ดาต้าเบส'],
    categories: ['database'],
    skills: ['sql'],
    roles: ['dba'],
  },
];
