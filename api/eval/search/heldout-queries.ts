/**
 * HELD-OUT judged queries of the search evaluation: never read by the tuning loop (`npm run eval:search` reads
 * queries.ts; only `npm run eval:search -- --heldout` reads this file). Written on 2026-12-06 BEFORE the second wave's
 * mechanisms (keyboard-layout slips, transliterations, Thai role names, technology families, relevance floor) were
 * built, and not changed after seeing results: see README.md ("How the held-out half is kept honest").
 * The same classes as the tuning half (queries.ts), different queries.
 */
import { AI, BKK, CLOUD, CNX, DEV, MOBILE, q, type JudgedQuery } from './queries';

const KKC = 29;
const PHUKET = 67;
const CHON = 11;

export const HELDOUT_QUERIES: JudgedQuery[] = [
  // keyboard-layout slips (English typed with the Thai layout on, and Thai typed with the English layout on)
  q('ยัะ้นื', 'th', { skills: ['python'] }, 'keyboard-layout'),
  q('ดสีะะำพ', 'th', { skills: ['flutter'] }, 'keyboard-layout'),
  q('หำสำืรีท', 'th', { skills: ['selenium'] }, 'keyboard-layout'),
  q('ะฟิสำฟี', 'th', { skills: ['tableau'] }, 'keyboard-layout'),
  q('ะัยำหแพรยะ', 'th', { skills: ['typescript'] }, 'keyboard-layout'),
  q('กนแาำพ กทม', 'th', { skills: ['docker'], province: BKK }, 'keyboard-layout'),
  q('oydry<ok', 'en', { roles: DEV }, 'keyboard-layout'),
  q('z^hmflv[it[[', 'en', { roles: ['qa'] }, 'keyboard-layout'),
  q("g=up'.s,j", 'en', { province: CNX }, 'keyboard-layout'),
  q('Fxicdi,g,viN', 'en', { roles: DEV }, 'keyboard-layout'),
  // Thai spellings of English tech words and seniority
  q('ซีเนีย python', 'mixed', { skills: ['python'], level: 'senior' }, 'transliteration'),
  q('จูเนีย java', 'mixed', { skills: ['java'], level: 'junior' }, 'transliteration'),
  q('ซีเนียร์ ดีเวลลอปเปอร์', 'th', { roles: DEV, level: 'senior' }, 'transliteration'),
  q('เอไอ', 'th', { either: AI }, 'transliteration'),
  q('ด็อกเกอร์', 'th', { skills: ['docker'] }, 'transliteration'),
  q('ฟลัตเตอร์', 'th', { skills: ['flutter'] }, 'transliteration'),
  q('ไพธอน', 'th', { skills: ['python'] }, 'transliteration'),
  q('คอตลิน', 'th', { skills: ['kotlin'] }, 'transliteration'),
  q('แองกูล่าร์', 'th', { skills: ['angular'] }, 'transliteration'),
  q('เทอราฟอร์ม', 'th', { skills: ['terraform'] }, 'transliteration'),
  q('ฟรอนท์เอ็นด์', 'th', { roles: ['frontend'] }, 'transliteration'),
  q('แบคเอนด์ จูเนียร์', 'th', { roles: ['backend'], level: 'junior' }, 'transliteration'),
  // Thai role names
  q('วิศวกรเครือข่าย', 'th', { roles: ['support'] }, 'thai-role'),
  q('ผู้ดูแลระบบ', 'th', { roles: ['support'] }, 'thai-role'),
  q('ผู้จัดการผลิตภัณฑ์', 'th', { roles: ['pm'] }, 'thai-role'),
  q('นักออกแบบยูไอ', 'th', { roles: ['design'] }, 'thai-role'),
  q('นักพัฒนาเกม', 'th', { roles: ['game'] }, 'thai-role'),
  q('นักวิเคราะห์ระบบ', 'th', { roles: ['ba'] }, 'thai-role'),
  q('นักพัฒนาโมบาย', 'th', { roles: ['mobile'] }, 'thai-role'),
  q('ผู้เชี่ยวชาญความปลอดภัยไซเบอร์', 'th', { roles: ['security'] }, 'thai-role'),
  q('วิศวกรเอไอ', 'th', { either: AI }, 'thai-role'),
  q('ที่ปรึกษา sap', 'mixed', { roles: ['erp', 'ba'], skills: ['sap'] }, 'thai-role'),
  // everyday spellings of technology families
  q('งานคลาวด์', 'th', { either: CLOUD }, 'tech-family'),
  q('ระบบคลาวด์ กทม', 'th', { either: CLOUD, province: BKK }, 'tech-family'),
  q('แอปมือถือ', 'th', { either: MOBILE }, 'tech-family'),
  q('mobile app', 'en', { either: MOBILE }, 'tech-family'),
  q('แอพมือถือ เชียงใหม่', 'th', { either: MOBILE, province: CNX }, 'tech-family'),
  q('ปัญญาประดิษฐ์', 'th', { either: AI }, 'tech-family'),
  q('cloud', 'en', { either: CLOUD }, 'tech-family'),
  q('แมชชีนเลิร์นนิ่ง', 'th', { either: AI }, 'tech-family'),
  // nonsense: nothing is relevant, the answer must be empty
  q('asdfgh', 'en', { nothing: true }, 'nonsense'),
  q('ฟหกดเ', 'th', { nothing: true }, 'nonsense'),
  q('qwxzvb', 'en', { nothing: true }, 'nonsense'),
  q('กขฃคฅ', 'th', { nothing: true }, 'nonsense'),
  q('zxcvbnm', 'en', { nothing: true }, 'nonsense'),
  q('ๆไำพะ', 'th', { nothing: true }, 'nonsense'),
  q('lorem ipsum dolor', 'en', { nothing: true }, 'nonsense'),
  q('xkcdqz', 'en', { nothing: true }, 'nonsense'),
  // the first wave's classes
  q('docker', 'en', { skills: ['docker'] }, 'skill'),
  q('tableau', 'en', { skills: ['tableau'] }, 'skill'),
  q('unity', 'en', { skills: ['unity'] }, 'skill'),
  q('vue', 'en', { skills: ['vue'] }, 'skill'),
  q('terraform', 'en', { skills: ['terraform'] }, 'skill'),
  q('qa engineer', 'en', { roles: ['qa'] }, 'role'),
  q('game developer', 'en', { roles: ['game'] }, 'role'),
  q('system analyst', 'en', { roles: ['ba'] }, 'role'),
  q('ui designer', 'en', { roles: ['design'] }, 'role'),
  q('งาน ขอนแก่น', 'th', { province: KKC }, 'place'),
  q('jobs in phuket', 'en', { province: PHUKET }, 'place'),
  q('react ชลบุรี', 'mixed', { skills: ['react'], province: CHON }, 'place'),
  q('hybrid', 'en', { work: 'hybrid' }, 'work-mode'),
  q('ทำงานจากบ้าน python', 'mixed', { skills: ['python'], work: 'remote' }, 'work-mode'),
  q('onsite java', 'en', { skills: ['java'], work: 'onsite' }, 'work-mode'),
  q('สหกิจ', 'th', { hire: 'internship' }, 'hire-type'),
  q('freelance', 'en', { hire: 'freelance' }, 'hire-type'),
  q('part-time designer', 'en', { hire: 'part_time', roles: ['design'] }, 'hire-type'),
  q('java 70k', 'en', { skills: ['java'], minSalary: 70_000 }, 'salary'),
  q('python 5 หมื่น', 'mixed', { skills: ['python'], minSalary: 50_000 }, 'salary'),
  q('react 60,000+', 'en', { skills: ['react'], minSalary: 60_000 }, 'salary'),
  q('senior python', 'en', { skills: ['python'], level: 'senior' }, 'seniority'),
  q('junior java', 'en', { skills: ['java'], level: 'junior' }, 'seniority'),
  q('lead data engineer', 'en', { roles: ['data-engineer'], level: 'lead' }, 'seniority'),
  q('pyton', 'en', { skills: ['python'] }, 'misspelling'),
  q('selenuim', 'en', { skills: ['selenium'] }, 'misspelling'),
  q('kubernetis', 'en', { skills: ['kubernetes'] }, 'misspelling'),
  q('tenserflow', 'en', { skills: ['tensorflow'] }, 'misspelling'),
  q('devops aws', 'en', { roles: ['devops'], skills: ['aws'] }, 'mixed'),
  q('python machine learning', 'en', { skills: ['python'], roles: ['data-scientist'] }, 'mixed'),
  q('react typescript remote', 'en', { skills: ['react'], work: 'remote' }, 'mixed'),
];
