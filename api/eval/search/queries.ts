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
}

export interface JudgedQuery {
  q: string;
  lang: 'th' | 'en' | 'mixed';
  rule: Rule;
}

export function relevant(job: GeneratedJob, r: Rule): boolean {
  if (r.skills && !r.skills.some((s) => job.skills.includes(s))) return false;
  if (r.roles && !r.roles.includes(job.roleKey)) return false;
  if (r.province !== undefined && job.provinceId !== r.province) return false;
  if (r.work && job.workType !== r.work) return false;
  if (r.hire && job.hireType !== r.hire) return false;
  if (r.minSalary !== undefined && (job.salaryMax ?? job.salaryMin ?? -1) < r.minSalary) return false;
  if (r.level && job.levelKey !== r.level) return false;
  return true;
}

const BKK = 1;
const CNX = 39;
const KORAT = 19;
const KKC = 29;
const CHON = 11;
const NONTH = 3;
const PHUKET = 67;
const PATHUM = 4;
const DEV = ['backend', 'frontend', 'fullstack', 'mobile', 'game'];
const DATA = ['data-engineer', 'data-analyst', 'data-scientist'];

const q = (text: string, lang: JudgedQuery['lang'], rule: Rule): JudgedQuery => ({ q: text, lang, rule });

export const JUDGED_QUERIES: JudgedQuery[] = [
  // skills, as typed
  q('react', 'en', { skills: ['react'] }),
  q('python', 'en', { skills: ['python'] }),
  q('Java', 'en', { skills: ['java'] }),
  q('golang', 'en', { skills: ['go'] }),
  q('php', 'en', { skills: ['php'] }),
  q('flutter', 'en', { skills: ['flutter'] }),
  q('kubernetes', 'en', { skills: ['kubernetes'] }),
  q('k8s', 'en', { skills: ['kubernetes'] }),
  q('node.js', 'en', { skills: ['nodejs'] }),
  q('typescript', 'en', { skills: ['typescript'] }),
  q('sql', 'en', { skills: ['sql'] }),
  q('figma', 'en', { skills: ['figma'] }),
  q('selenium', 'en', { skills: ['selenium'] }),
  q('power bi', 'en', { skills: ['power-bi'] }),
  q('aws', 'en', { skills: ['aws'] }),
  q('ไพทอน', 'th', { skills: ['python'] }),
  q('จาวาสคริปต์', 'th', { skills: ['javascript'] }),
  q('รีแอค', 'th', { skills: ['react'] }),
  // roles
  q('data engineer', 'en', { roles: ['data-engineer'] }),
  q('Data Engineer', 'en', { roles: ['data-engineer'] }),
  q('วิศวกรข้อมูล', 'th', { roles: ['data-engineer'] }),
  q('data scientist', 'en', { roles: ['data-scientist'] }),
  q('นักวิทยาศาสตร์ข้อมูล', 'th', { roles: ['data-scientist'] }),
  q('data analyst', 'en', { roles: ['data-analyst'] }),
  q('นักวิเคราะห์ข้อมูล', 'th', { roles: ['data-analyst'] }),
  q('devops', 'en', { roles: ['devops'] }),
  q('devops engineer', 'en', { roles: ['devops'] }),
  q('frontend developer', 'en', { roles: ['frontend'] }),
  q('backend developer', 'en', { roles: ['backend'] }),
  q('นักพัฒนาแบ็กเอนด์', 'th', { roles: ['backend'] }),
  q('full stack developer', 'en', { roles: ['fullstack'] }),
  q('ux ui designer', 'en', { roles: ['design'] }),
  q('qa tester', 'en', { roles: ['qa'] }),
  q('ผู้ทดสอบระบบ', 'th', { roles: ['qa'] }),
  q('project manager', 'en', { roles: ['pm'] }),
  q('business analyst', 'en', { roles: ['ba'] }),
  q('it support', 'en', { roles: ['support'] }),
  q('mobile developer', 'en', { roles: ['mobile'] }),
  q('โปรแกรมเมอร์', 'th', { roles: DEV }),
  q('นักพัฒนา', 'th', { roles: DEV }),
  q('sap consultant', 'en', { roles: ['erp', 'ba'], skills: ['sap'] }),
  q('security engineer', 'en', { roles: ['security'] }),
  // skill or role + place (Thai, English, short forms, no spaces)
  q('Data Engineer กรุงเทพ', 'mixed', { roles: ['data-engineer'], province: BKK }),
  q('data engineer bangkok', 'en', { roles: ['data-engineer'], province: BKK }),
  q('งาน react กทม', 'mixed', { skills: ['react'], province: BKK }),
  q('react กรุงเทพมหานคร', 'mixed', { skills: ['react'], province: BKK }),
  q('react bkk', 'en', { skills: ['react'], province: BKK }),
  q('python เชียงใหม่', 'mixed', { skills: ['python'], province: CNX }),
  q('python chiang mai', 'en', { skills: ['python'], province: CNX }),
  q('java ขอนแก่น', 'mixed', { skills: ['java'], province: KKC }),
  q('โปรแกรมเมอร์ โคราช', 'th', { roles: DEV, province: KORAT }),
  q('นักพัฒนากรุงเทพ', 'th', { roles: DEV, province: BKK }),
  q('นักพัฒนาซอฟต์แวร์ ชลบุรี', 'th', { roles: DEV, province: CHON }),
  q('sql นนทบุรี', 'mixed', { skills: ['sql'], province: NONTH }),
  q('devops ภูเก็ต', 'mixed', { roles: ['devops'], province: PHUKET }),
  q('php ปทุมธานี', 'mixed', { skills: ['php'], province: PATHUM }),
  q('หางาน java ในกรุงเทพ', 'mixed', { skills: ['java'], province: BKK }),
  q('data analyst จ.เชียงใหม่', 'mixed', { roles: ['data-analyst'], province: CNX }),
  q('วิศวกรข้อมูล กทม', 'th', { roles: ['data-engineer'], province: BKK }),
  q('jobs in chiang mai', 'en', { province: CNX }),
  q('กรุงเทพ', 'th', { province: BKK }),
  q('งานเชียงใหม่', 'th', { province: CNX }),
  q('โคราช', 'th', { province: KORAT }),
  q('งาน ภูเก็ต', 'th', { province: PHUKET }),
  // work modes
  q('remote', 'en', { work: 'remote' }),
  q('wfh', 'en', { work: 'remote' }),
  q('ทำงานที่บ้าน', 'th', { work: 'remote' }),
  q('remote ไม่ต้องเข้าออฟฟิศ', 'mixed', { work: 'remote' }),
  q('react remote', 'en', { skills: ['react'], work: 'remote' }),
  q('python work from home', 'en', { skills: ['python'], work: 'remote' }),
  q('นักพัฒนา ทำงานจากที่บ้าน', 'th', { roles: DEV, work: 'remote' }),
  q('hybrid data analyst', 'en', { roles: ['data-analyst'], work: 'hybrid' }),
  q('java hybrid กทม', 'mixed', { skills: ['java'], work: 'hybrid', province: BKK }),
  q('onsite qa', 'en', { roles: ['qa'], work: 'onsite' }),
  // hire types
  q('ฝึกงาน', 'th', { hire: 'internship' }),
  q('intern', 'en', { hire: 'internship' }),
  q('ฝึกงาน python', 'mixed', { hire: 'internship', skills: ['python'] }),
  q('ฝึกงาน python เชียงใหม่', 'mixed', { hire: 'internship', skills: ['python'], province: CNX }),
  q('internship react bangkok', 'en', { hire: 'internship', skills: ['react'], province: BKK }),
  q('นักศึกษาฝึกงาน กทม', 'th', { hire: 'internship', province: BKK }),
  q('part time', 'en', { hire: 'part_time' }),
  q('พาร์ทไทม์', 'th', { hire: 'part_time' }),
  q('freelance designer', 'en', { hire: 'freelance', roles: ['design'] }),
  q('ฟรีแลนซ์ โปรแกรมเมอร์', 'th', { hire: 'freelance', roles: DEV }),
  q('contract java', 'en', { hire: 'contract', skills: ['java'] }),
  q('สัญญาจ้าง devops', 'mixed', { hire: 'contract', roles: ['devops'] }),
  q('full time react', 'en', { hire: 'full_time', skills: ['react'] }),
  // salaries
  q('python 60k', 'en', { skills: ['python'], minSalary: 60_000 }),
  q('react 50,000', 'en', { skills: ['react'], minSalary: 50_000 }),
  q('java 4 หมื่น', 'mixed', { skills: ['java'], minSalary: 40_000 }),
  q('devops 80000+', 'en', { roles: ['devops'], minSalary: 80_000 }),
  q('data engineer เงินเดือน 70000', 'mixed', { roles: ['data-engineer'], minSalary: 70_000 }),
  q('งาน กทม 5 หมื่น', 'th', { province: BKK, minSalary: 50_000 }),
  q('remote 100k', 'en', { work: 'remote', minSalary: 100_000 }),
  // seniority (a boost: senior titles first)
  q('senior java', 'en', { skills: ['java'], level: 'senior' }),
  q('senior backend developer', 'en', { roles: ['backend'], level: 'senior' }),
  q('junior frontend', 'en', { roles: ['frontend'], level: 'junior' }),
  q('นักพัฒนาอาวุโส', 'th', { roles: DEV, level: 'senior' }),
  q('lead devops', 'en', { roles: ['devops'], level: 'lead' }),
  q('จูเนียร์ react', 'mixed', { skills: ['react'], level: 'junior' }),
  // misspellings
  q('pythn', 'en', { skills: ['python'] }),
  q('pyhton', 'en', { skills: ['python'] }),
  q('reakt', 'en', { skills: ['react'] }),
  q('javscript', 'en', { skills: ['javascript'] }),
  q('kubernets', 'en', { skills: ['kubernetes'] }),
  q('typscript', 'en', { skills: ['typescript'] }),
  q('flutte', 'en', { skills: ['flutter'] }),
  q('dockr', 'en', { skills: ['docker'] }),
  q('figam', 'en', { skills: ['figma'] }),
  q('pyhton กทม', 'mixed', { skills: ['python'], province: BKK }),
  q('reakt remote', 'en', { skills: ['react'], work: 'remote' }),
  q('data enginer', 'en', { roles: ['data-engineer'] }),
  q('โปรแกมเมอร์', 'th', { roles: DEV }),
  // mixed and longer
  q('react typescript', 'en', { skills: ['react'] }),
  q('python data', 'en', { skills: ['python'], roles: DATA }),
  q('machine learning engineer', 'en', { skills: ['machine-learning'] }),
  q('ai engineer llm', 'en', { skills: ['llm'] }),
  q('spring boot java developer', 'en', { skills: ['java'] }),
  q('laravel php developer กทม', 'mixed', { skills: ['php'], province: BKK }),
  q('งาน sql เชียงใหม่ hybrid', 'mixed', { skills: ['sql'], province: CNX, work: 'hybrid' }),
];
