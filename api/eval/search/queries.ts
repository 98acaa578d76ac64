/**
 * Judged queries of the search evaluation: what Thai candidates type (Thai, English, mixed, misspelt, with places,
 * work modes, hire types, salaries and seniority in one box). A job is relevant by rules on the generated job's own
 * fields (skills, role family, province, work/hire type, salary, seniority level), not on the engine's features:
 * "react กทม" is relevant when React is among the job's skills and the job is in Bangkok.
 */
import type { HireType, WorkType } from '@jobportal/contracts';
import type { GeneratedJob } from '../../src/seed/jobFactory';

export interface Rule {
  /** any of these skill slugs */
  skills?: string[];
  /** any of these role families (seed/data/jobRoles.ts keys) */
  roles?: string[];
  province?: number;
  work?: WorkType;
  hire?: HireType;
  /** the job's maximum salary, else its minimum, reaches this (the spec's minimum_salary) */
  minSalary?: number;
  level?: 'junior' | 'mid' | 'senior' | 'lead';
  /** any one of these rules (a technology family: its role, or one of its skills) */
  either?: Rule[];
  /** nonsense: no job is relevant, and any result is an unrelated one */
  nothing?: true;
}

/** Query classes: the held-out half (heldout-queries.ts) is split by class, and every class is reported. */
export const QUERY_CLASSES = [
  'skill',
  'role',
  'place',
  'work-mode',
  'hire-type',
  'salary',
  'seniority',
  'misspelling',
  'mixed',
  'keyboard-layout',
  'transliteration',
  'thai-role',
  'tech-family',
  'nonsense',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export interface JudgedQuery {
  q: string;
  lang: 'th' | 'en' | 'mixed';
  rule: Rule;
  cls: QueryClass;
}

export function relevant(job: GeneratedJob, r: Rule): boolean {
  if (r.nothing) return false;
  if (r.either && !r.either.some((e) => relevant(job, e))) return false;
  if (r.skills && !r.skills.some((s) => job.skills.includes(s))) return false;
  if (r.roles && !r.roles.includes(job.roleKey)) return false;
  if (r.province !== undefined && job.provinceId !== r.province) return false;
  if (r.work && job.workType !== r.work) return false;
  if (r.hire && job.hireType !== r.hire) return false;
  if (r.minSalary !== undefined && (job.salaryMax ?? job.salaryMin ?? -1) < r.minSalary) return false;
  if (r.level && job.levelKey !== r.level) return false;
  return true;
}

export const BKK = 1;
export const CNX = 39;
const KORAT = 19;
const KKC = 29;
const CHON = 11;
const NONTH = 3;
const PHUKET = 67;
const PATHUM = 4;
export const DEV = ['backend', 'frontend', 'fullstack', 'mobile', 'game'];
/** technology families: the family's role or one of its skills (kotlin and docker also serve backends: not here) */
export const CLOUD: Rule[] = [
  { roles: ['devops'] },
  { skills: ['aws', 'azure', 'gcp', 'kubernetes', 'terraform'] },
];
export const MOBILE: Rule[] = [
  { roles: ['mobile'] },
  { skills: ['flutter', 'react-native', 'swift', 'android', 'ios', 'dart', 'swiftui', 'jetpack-compose'] },
];
export const AI: Rule[] = [
  { roles: ['data-scientist'] },
  {
    skills: [
      'machine-learning',
      'llm',
      'nlp',
      'deep-learning',
      'computer-vision',
      'pytorch',
      'tensorflow',
      'mlops',
    ],
  },
];
const DATA = ['data-engineer', 'data-analyst', 'data-scientist'];

export const q = (text: string, lang: JudgedQuery['lang'], rule: Rule, cls: QueryClass): JudgedQuery => ({
  q: text,
  lang,
  rule,
  cls,
});

export const JUDGED_QUERIES: JudgedQuery[] = [
  // skills, as typed
  q('react', 'en', { skills: ['react'] }, 'skill'),
  q('python', 'en', { skills: ['python'] }, 'skill'),
  q('Java', 'en', { skills: ['java'] }, 'skill'),
  q('golang', 'en', { skills: ['go'] }, 'skill'),
  q('php', 'en', { skills: ['php'] }, 'skill'),
  q('flutter', 'en', { skills: ['flutter'] }, 'skill'),
  q('kubernetes', 'en', { skills: ['kubernetes'] }, 'skill'),
  q('k8s', 'en', { skills: ['kubernetes'] }, 'skill'),
  q('node.js', 'en', { skills: ['nodejs'] }, 'skill'),
  q('typescript', 'en', { skills: ['typescript'] }, 'skill'),
  q('sql', 'en', { skills: ['sql'] }, 'skill'),
  q('figma', 'en', { skills: ['figma'] }, 'skill'),
  q('selenium', 'en', { skills: ['selenium'] }, 'skill'),
  q('power bi', 'en', { skills: ['power-bi'] }, 'skill'),
  q('aws', 'en', { skills: ['aws'] }, 'skill'),
  q('ไพทอน', 'th', { skills: ['python'] }, 'skill'),
  q('จาวาสคริปต์', 'th', { skills: ['javascript'] }, 'skill'),
  q('รีแอค', 'th', { skills: ['react'] }, 'skill'),
  // roles
  q('data engineer', 'en', { roles: ['data-engineer'] }, 'role'),
  q('Data Engineer', 'en', { roles: ['data-engineer'] }, 'role'),
  q('วิศวกรข้อมูล', 'th', { roles: ['data-engineer'] }, 'role'),
  q('data scientist', 'en', { roles: ['data-scientist'] }, 'role'),
  q('นักวิทยาศาสตร์ข้อมูล', 'th', { roles: ['data-scientist'] }, 'role'),
  q('data analyst', 'en', { roles: ['data-analyst'] }, 'role'),
  q('นักวิเคราะห์ข้อมูล', 'th', { roles: ['data-analyst'] }, 'role'),
  q('devops', 'en', { roles: ['devops'] }, 'role'),
  q('devops engineer', 'en', { roles: ['devops'] }, 'role'),
  q('frontend developer', 'en', { roles: ['frontend'] }, 'role'),
  q('backend developer', 'en', { roles: ['backend'] }, 'role'),
  q('นักพัฒนาแบ็กเอนด์', 'th', { roles: ['backend'] }, 'role'),
  q('full stack developer', 'en', { roles: ['fullstack'] }, 'role'),
  q('ux ui designer', 'en', { roles: ['design'] }, 'role'),
  q('qa tester', 'en', { roles: ['qa'] }, 'role'),
  q('ผู้ทดสอบระบบ', 'th', { roles: ['qa'] }, 'role'),
  q('project manager', 'en', { roles: ['pm'] }, 'role'),
  q('business analyst', 'en', { roles: ['ba'] }, 'role'),
  q('it support', 'en', { roles: ['support'] }, 'role'),
  q('mobile developer', 'en', { roles: ['mobile'] }, 'role'),
  q('โปรแกรมเมอร์', 'th', { roles: DEV }, 'role'),
  q('นักพัฒนา', 'th', { roles: DEV }, 'role'),
  q('sap consultant', 'en', { roles: ['erp', 'ba'], skills: ['sap'] }, 'role'),
  q('security engineer', 'en', { roles: ['security'] }, 'role'),
  // skill or role + place (Thai, English, short forms, no spaces)
  q('Data Engineer กรุงเทพ', 'mixed', { roles: ['data-engineer'], province: BKK }, 'place'),
  q('data engineer bangkok', 'en', { roles: ['data-engineer'], province: BKK }, 'place'),
  q('งาน react กทม', 'mixed', { skills: ['react'], province: BKK }, 'place'),
  q('react กรุงเทพมหานคร', 'mixed', { skills: ['react'], province: BKK }, 'place'),
  q('react bkk', 'en', { skills: ['react'], province: BKK }, 'place'),
  q('python เชียงใหม่', 'mixed', { skills: ['python'], province: CNX }, 'place'),
  q('python chiang mai', 'en', { skills: ['python'], province: CNX }, 'place'),
  q('java ขอนแก่น', 'mixed', { skills: ['java'], province: KKC }, 'place'),
  q('โปรแกรมเมอร์ โคราช', 'th', { roles: DEV, province: KORAT }, 'place'),
  q('นักพัฒนากรุงเทพ', 'th', { roles: DEV, province: BKK }, 'place'),
  q('นักพัฒนาซอฟต์แวร์ ชลบุรี', 'th', { roles: DEV, province: CHON }, 'place'),
  q('sql นนทบุรี', 'mixed', { skills: ['sql'], province: NONTH }, 'place'),
  q('devops ภูเก็ต', 'mixed', { roles: ['devops'], province: PHUKET }, 'place'),
  q('php ปทุมธานี', 'mixed', { skills: ['php'], province: PATHUM }, 'place'),
  q('หางาน java ในกรุงเทพ', 'mixed', { skills: ['java'], province: BKK }, 'place'),
  q('data analyst จ.เชียงใหม่', 'mixed', { roles: ['data-analyst'], province: CNX }, 'place'),
  q('วิศวกรข้อมูล กทม', 'th', { roles: ['data-engineer'], province: BKK }, 'place'),
  q('jobs in chiang mai', 'en', { province: CNX }, 'place'),
  q('กรุงเทพ', 'th', { province: BKK }, 'place'),
  q('งานเชียงใหม่', 'th', { province: CNX }, 'place'),
  q('โคราช', 'th', { province: KORAT }, 'place'),
  q('งาน ภูเก็ต', 'th', { province: PHUKET }, 'place'),
  // work modes
  q('remote', 'en', { work: 'remote' }, 'work-mode'),
  q('wfh', 'en', { work: 'remote' }, 'work-mode'),
  q('ทำงานที่บ้าน', 'th', { work: 'remote' }, 'work-mode'),
  q('remote ไม่ต้องเข้าออฟฟิศ', 'mixed', { work: 'remote' }, 'work-mode'),
  q('react remote', 'en', { skills: ['react'], work: 'remote' }, 'work-mode'),
  q('python work from home', 'en', { skills: ['python'], work: 'remote' }, 'work-mode'),
  q('นักพัฒนา ทำงานจากที่บ้าน', 'th', { roles: DEV, work: 'remote' }, 'work-mode'),
  q('hybrid data analyst', 'en', { roles: ['data-analyst'], work: 'hybrid' }, 'work-mode'),
  q('java hybrid กทม', 'mixed', { skills: ['java'], work: 'hybrid', province: BKK }, 'work-mode'),
  q('onsite qa', 'en', { roles: ['qa'], work: 'onsite' }, 'work-mode'),
  // hire types
  q('ฝึกงาน', 'th', { hire: 'internship' }, 'hire-type'),
  q('intern', 'en', { hire: 'internship' }, 'hire-type'),
  q('ฝึกงาน python', 'mixed', { hire: 'internship', skills: ['python'] }, 'hire-type'),
  q('ฝึกงาน python เชียงใหม่', 'mixed', { hire: 'internship', skills: ['python'], province: CNX }, 'hire-type'),
  q('internship react bangkok', 'en', { hire: 'internship', skills: ['react'], province: BKK }, 'hire-type'),
  q('นักศึกษาฝึกงาน กทม', 'th', { hire: 'internship', province: BKK }, 'hire-type'),
  q('part time', 'en', { hire: 'part_time' }, 'hire-type'),
  q('พาร์ทไทม์', 'th', { hire: 'part_time' }, 'hire-type'),
  q('freelance designer', 'en', { hire: 'freelance', roles: ['design'] }, 'hire-type'),
  q('ฟรีแลนซ์ โปรแกรมเมอร์', 'th', { hire: 'freelance', roles: DEV }, 'hire-type'),
  q('contract java', 'en', { hire: 'contract', skills: ['java'] }, 'hire-type'),
  q('สัญญาจ้าง devops', 'mixed', { hire: 'contract', roles: ['devops'] }, 'hire-type'),
  q('full time react', 'en', { hire: 'full_time', skills: ['react'] }, 'hire-type'),
  // salaries
  q('python 60k', 'en', { skills: ['python'], minSalary: 60_000 }, 'salary'),
  q('react 50,000', 'en', { skills: ['react'], minSalary: 50_000 }, 'salary'),
  q('java 4 หมื่น', 'mixed', { skills: ['java'], minSalary: 40_000 }, 'salary'),
  q('devops 80000+', 'en', { roles: ['devops'], minSalary: 80_000 }, 'salary'),
  q('data engineer เงินเดือน 70000', 'mixed', { roles: ['data-engineer'], minSalary: 70_000 }, 'salary'),
  q('งาน กทม 5 หมื่น', 'th', { province: BKK, minSalary: 50_000 }, 'salary'),
  q('remote 100k', 'en', { work: 'remote', minSalary: 100_000 }, 'salary'),
  // seniority (a boost: senior titles first)
  q('senior java', 'en', { skills: ['java'], level: 'senior' }, 'seniority'),
  q('senior backend developer', 'en', { roles: ['backend'], level: 'senior' }, 'seniority'),
  q('junior frontend', 'en', { roles: ['frontend'], level: 'junior' }, 'seniority'),
  q('นักพัฒนาอาวุโส', 'th', { roles: DEV, level: 'senior' }, 'seniority'),
  q('lead devops', 'en', { roles: ['devops'], level: 'lead' }, 'seniority'),
  q('จูเนียร์ react', 'mixed', { skills: ['react'], level: 'junior' }, 'seniority'),
  // misspellings
  q('pythn', 'en', { skills: ['python'] }, 'misspelling'),
  q('pyhton', 'en', { skills: ['python'] }, 'misspelling'),
  q('reakt', 'en', { skills: ['react'] }, 'misspelling'),
  q('javscript', 'en', { skills: ['javascript'] }, 'misspelling'),
  q('kubernets', 'en', { skills: ['kubernetes'] }, 'misspelling'),
  q('typscript', 'en', { skills: ['typescript'] }, 'misspelling'),
  q('flutte', 'en', { skills: ['flutter'] }, 'misspelling'),
  q('dockr', 'en', { skills: ['docker'] }, 'misspelling'),
  q('figam', 'en', { skills: ['figma'] }, 'misspelling'),
  q('pyhton กทม', 'mixed', { skills: ['python'], province: BKK }, 'misspelling'),
  q('reakt remote', 'en', { skills: ['react'], work: 'remote' }, 'misspelling'),
  q('data enginer', 'en', { roles: ['data-engineer'] }, 'misspelling'),
  q('โปรแกมเมอร์', 'th', { roles: DEV }, 'misspelling'),
  // mixed and longer
  q('react typescript', 'en', { skills: ['react'] }, 'mixed'),
  q('python data', 'en', { skills: ['python'], roles: DATA }, 'mixed'),
  q('machine learning engineer', 'en', { skills: ['machine-learning'] }, 'mixed'),
  q('ai engineer llm', 'en', { skills: ['llm'] }, 'mixed'),
  q('spring boot java developer', 'en', { skills: ['java'] }, 'mixed'),
  q('laravel php developer กทม', 'mixed', { skills: ['php'], province: BKK }, 'mixed'),
  q('งาน sql เชียงใหม่ hybrid', 'mixed', { skills: ['sql'], province: CNX, work: 'hybrid' }, 'mixed'),
  // keyboard-layout slips (tuning half; the held-out half is heldout-queries.ts)
  q('พำฟแะ', 'th', { skills: ['react'] }, 'keyboard-layout'),
  q('่ฟอฟ', 'th', { skills: ['java'] }, 'keyboard-layout'),
  q('ดรเทฟ', 'th', { skills: ['figma'] }, 'keyboard-layout'),
  q('เนสฟืเ', 'th', { skills: ['go'] }, 'keyboard-layout'),
  q('สฟพฟอำส', 'th', { skills: ['laravel'] }, 'keyboard-layout'),
  q('กำอนยห', 'th', { roles: ['devops'] }, 'keyboard-layout'),
  q('พำฟแะ กทม', 'th', { skills: ['react'], province: BKK }, 'keyboard-layout'),
  q('wrmvo', 'en', { skills: ['python'] }, 'keyboard-layout'),
  q("di6'gmr", 'en', { province: BKK }, 'keyboard-layout'),
  q(';bL;di-hv,^]', 'en', { roles: ['data-engineer'] }, 'keyboard-layout'),
  // Thai spellings of English words
  q('ซีเนียร์ java', 'mixed', { skills: ['java'], level: 'senior' }, 'transliteration'),
  q('ซีเนีย react', 'mixed', { skills: ['react'], level: 'senior' }, 'transliteration'),
  q('จูเนียร์ python', 'mixed', { skills: ['python'], level: 'junior' }, 'transliteration'),
  q('ดอกเกอร์', 'th', { skills: ['docker'] }, 'transliteration'),
  q('รีแอคท์', 'th', { skills: ['react'] }, 'transliteration'),
  q('คิวเอ', 'th', { roles: ['qa'] }, 'transliteration'),
  q('ดีวอปส์', 'th', { roles: ['devops'] }, 'transliteration'),
  q('เอไอ เอนจิเนียร์', 'th', { either: AI }, 'transliteration'),
  q('ฟิกม่า', 'th', { skills: ['figma'] }, 'transliteration'),
  q('ทาเบิลโล', 'th', { skills: ['tableau'] }, 'transliteration'),
  // Thai role names
  q('ผู้ดูแลระบบเครือข่าย', 'th', { roles: ['support'] }, 'thai-role'),
  q('แอดมินเครือข่าย', 'th', { roles: ['support'] }, 'thai-role'),
  q('นักพัฒนาแอป', 'th', { roles: ['mobile'] }, 'thai-role'),
  q('ผู้จัดการโปรเจค', 'th', { roles: ['pm'] }, 'thai-role'),
  q('นักทดสอบซอฟต์แวร์', 'th', { roles: ['qa'] }, 'thai-role'),
  q('นักออกแบบประสบการณ์ผู้ใช้', 'th', { roles: ['design'] }, 'thai-role'),
  q('โปรแกรมเมอร์เกม', 'th', { roles: ['game'] }, 'thai-role'),
  q('ที่ปรึกษาระบบ erp', 'mixed', { roles: ['erp'] }, 'thai-role'),
  // technology families
  q('คลาวด์', 'th', { either: CLOUD }, 'tech-family'),
  q('cloud computing', 'en', { either: CLOUD }, 'tech-family'),
  q('แอปพลิเคชันมือถือ', 'th', { either: MOBILE }, 'tech-family'),
  q('mobile', 'en', { either: MOBILE }, 'tech-family'),
  q('ai', 'en', { either: AI }, 'tech-family'),
  q('machine learning', 'en', { either: AI }, 'tech-family'),
  // nonsense
  q('asdf', 'en', { nothing: true }, 'nonsense'),
  q('qwerty', 'en', { nothing: true }, 'nonsense'),
  q('หกดฟหก', 'th', { nothing: true }, 'nonsense'),
  q('xxxx', 'en', { nothing: true }, 'nonsense'),
  q('zzzqqq', 'en', { nothing: true }, 'nonsense'),
];
