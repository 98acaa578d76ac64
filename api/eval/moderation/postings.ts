/**
 * Labelled job postings for the moderation rules (api/src/services/moderation/rules.ts): legitimate ones in Thai,
 * English and both (many roles, phrasings and salary levels), tricky legitimate ones that look like abuse to a naive
 * rule ("ไม่มีค่าสมัคร", "Line Manager", "C++", "<div> layout" in the text, a phone number in the description), and
 * abusive ones of every flag. `expected` is what a moderator would hold the posting for.
 */
import type { HireType } from '@jobportal/contracts';
import type { ScreenContext, ScreenFlag, ScreenedPosting } from '../../src/services/moderation/rules';

export interface LabelledPosting extends ScreenedPosting {
  id: string;
  kind: 'legit' | 'tricky' | 'abusive';
  context?: Partial<ScreenContext>;
  expected: ScreenFlag[];
}

const p = (html: string) => `<p>${html}</p>`;

// ------------------------------------------------------------------ legitimate postings

const ROLES: { title: string; min: number | null; max: number | null; hire?: HireType }[] = [
  { title: 'นักพัฒนา React อาวุโส', min: 60000, max: 90000 },
  { title: 'Senior Backend Engineer (Go)', min: 90000, max: 150000 },
  { title: 'Frontend Developer (Vue.js / Nuxt)', min: 40000, max: 70000 },
  { title: 'นักวิเคราะห์ข้อมูล (Data Analyst)', min: 35000, max: 55000 },
  { title: 'Data Engineer – Spark, Airflow', min: 70000, max: 110000 },
  { title: 'DevOps Engineer (Kubernetes, AWS)', min: 80000, max: 130000 },
  { title: 'Site Reliability Engineer', min: 100000, max: 160000 },
  { title: 'QA Automation Engineer (Playwright)', min: 45000, max: 75000 },
  { title: 'เจ้าหน้าที่ทดสอบซอฟต์แวร์ (Manual Tester)', min: 22000, max: 32000 },
  { title: 'Mobile Developer (Flutter)', min: 50000, max: 85000 },
  { title: 'iOS Developer (Swift)', min: 60000, max: 100000 },
  { title: 'Android Developer (Kotlin)', min: 55000, max: 95000 },
  { title: 'Full Stack Developer (Node.js + React)', min: 50000, max: 90000 },
  { title: 'โปรแกรมเมอร์ PHP (Laravel)', min: 25000, max: 45000 },
  { title: 'Java Developer (Spring Boot)', min: 50000, max: 90000 },
  { title: '.NET Developer (C#)', min: 45000, max: 80000 },
  { title: 'C++ Embedded Software Engineer', min: 60000, max: 110000 },
  { title: 'Machine Learning Engineer', min: 90000, max: 170000 },
  { title: 'AI Engineer (LLM, RAG)', min: 100000, max: 180000 },
  { title: 'Head of Engineering', min: 250000, max: 400000 },
  { title: 'CTO – Fintech Startup', min: 300000, max: 450000 },
  { title: 'Engineering Manager (Payments)', min: 180000, max: 260000 },
  { title: 'Principal Software Engineer', min: 200000, max: 300000 },
  { title: 'Staff Engineer, Platform', min: 180000, max: 250000 },
  { title: 'UX/UI Designer', min: 35000, max: 65000 },
  { title: 'Product Manager (B2B SaaS)', min: 90000, max: 150000 },
  { title: 'Product Owner – Mobile Banking', min: 80000, max: 130000 },
  { title: 'Scrum Master', min: 70000, max: 110000 },
  { title: 'Business Analyst (ERP)', min: 45000, max: 75000 },
  { title: 'SAP ABAP Consultant', min: 70000, max: 120000 },
  { title: 'Odoo Developer (Python)', min: 35000, max: 60000 },
  { title: 'เจ้าหน้าที่ไอทีซัพพอร์ต (IT Support)', min: 18000, max: 25000 },
  { title: 'IT Helpdesk (กะ 24 ชม.)', min: 16000, max: 22000 },
  { title: 'Network Engineer (CCNP)', min: 45000, max: 80000 },
  { title: 'Cyber Security Analyst (SOC)', min: 50000, max: 90000 },
  { title: 'Penetration Tester', min: 70000, max: 120000 },
  { title: 'Database Administrator (PostgreSQL)', min: 60000, max: 100000 },
  { title: 'Cloud Architect (Azure)', min: 150000, max: 230000 },
  { title: 'ผู้จัดการโครงการไอที (IT Project Manager)', min: 80000, max: 130000 },
  { title: 'Technical Writer', min: 35000, max: 55000 },
  { title: 'Game Developer (Unity)', min: 40000, max: 80000 },
  { title: 'Blockchain Developer (Solidity)', min: 80000, max: 150000 },
  { title: 'Backend Engineer – Crypto Exchange', min: 90000, max: 160000 },
  { title: 'นักพัฒนาเว็บไซต์ WordPress', min: 20000, max: 35000 },
  { title: 'Data Scientist (Recommendation Systems)', min: 90000, max: 160000 },
  { title: 'BI Developer (Power BI)', min: 45000, max: 75000 },
  { title: 'RPA Developer (UiPath)', min: 45000, max: 80000 },
  { title: 'Salesforce Developer', min: 70000, max: 120000 },
  { title: 'Solution Architect', min: 150000, max: 220000 },
  { title: 'Frontend Engineer (Angular)', min: 45000, max: 80000 },
  { title: 'นักศึกษาฝึกงาน นักพัฒนาซอฟต์แวร์', min: 8000, max: 12000, hire: 'internship' },
  { title: 'Software Engineer Intern (Summer 2026)', min: 12000, max: 18000, hire: 'internship' },
  { title: 'Part-time Content Moderator (Thai)', min: 6000, max: 9000, hire: 'part_time' },
  { title: 'Freelance Web Designer', min: 15000, max: 40000, hire: 'freelance' },
  { title: 'Contract Java Developer (6 months)', min: 80000, max: 120000, hire: 'contract' },
  { title: 'Junior Developer – ไม่มีประสบการณ์ก็สมัครได้', min: 18000, max: 25000 },
  { title: 'โปรแกรมเมอร์ (รับนักศึกษาจบใหม่)', min: 18000, max: 24000 },
  { title: 'Technical Support Engineer (Japanese speaking)', min: 50000, max: 80000 },
  { title: 'Network Administrator – สาขาเชียงใหม่', min: 25000, max: 40000 },
  { title: 'Platform Engineer (Terraform)', min: 90000, max: 140000 },
];

const DESCRIPTIONS: string[] = [
  p('ร่วมพัฒนาระบบหลักของบริษัทกับทีมวิศวกรกว่า 40 คน ใช้ TypeScript, React และ PostgreSQL') +
    '<ul><li>ทำงานแบบ Hybrid สัปดาห์ละ 2 วัน</li><li>ประกันสุขภาพกลุ่ม</li></ul>',
  p('You will design, build and operate services used by millions of customers across Southeast Asia.') +
    '<ul><li>Code reviews and pair programming</li><li>Learning budget 20,000 THB a year</li></ul>',
  p('ดูแลและพัฒนาระบบภายในองค์กร ประสานงานกับฝ่ายธุรกิจ') + p('สวัสดิการ: โบนัสประจำปี, กองทุนสำรองเลี้ยงชีพ, ประกันสังคม'),
  p('We are a product company in Bangkok building tools for logistics. <strong>Remote-friendly</strong>.') +
    '<h3>What you will do</h3><ul><li>Own features end to end</li><li>Mentor juniors</li></ul>',
  p('ทีมของเราใช้ Scrum มี Sprint 2 สัปดาห์ สนับสนุนค่าอบรมและค่าสอบ Certificate ให้พนักงานทุกคน'),
  p('Work with our data platform (Kafka, Spark, dbt). On-call rotation once a month, paid.') +
    p('Apply through this site; we reply to every applicant within 10 days.'),
];

const QUALIFICATIONS: string[] = [
  '<ul><li>ประสบการณ์ 3 ปีขึ้นไป</li><li>ภาษาอังกฤษสื่อสารได้</li></ul>',
  '<ul><li>2+ years of professional experience</li><li>Good communication in English or Thai</li></ul>',
  '<ul><li>ปริญญาตรี วิทยาการคอมพิวเตอร์ หรือสาขาที่เกี่ยวข้อง</li></ul>',
  '',
];

function legitPostings(): LabelledPosting[] {
  const out: LabelledPosting[] = [];
  ROLES.forEach((r, i) => {
    for (let v = 0; v < 2; v++) {
      const d = (i + v * 3) % DESCRIPTIONS.length;
      out.push({
        id: `legit-${i}-${v}`,
        kind: 'legit',
        title: v === 0 ? r.title : `${r.title}${v === 1 && i % 2 === 0 ? ' (Bangkok)' : ''}`,
        description_html: DESCRIPTIONS[d],
        qualifications_html: QUALIFICATIONS[(i + v) % QUALIFICATIONS.length],
        hire_type: r.hire ?? 'full_time',
        salary_min: v === 1 && i % 5 === 0 ? null : r.min,
        salary_max: v === 1 && i % 7 === 0 ? null : r.max,
        context: v === 1 ? { recentPostingsByCompany: i % 9 } : undefined,
        expected: [],
      });
    }
  });
  return out;
}

// ------------------------------------------------------------------ tricky legitimate postings

const TRICKY: Omit<LabelledPosting, 'kind' | 'expected' | 'hire_type'>[] = [
  {
    id: 'tricky-no-fee-th',
    title: 'พนักงานไอทีซัพพอร์ต ประจำสำนักงานใหญ่',
    description_html: p('ไม่มีค่าใช้จ่ายในการสมัคร บริษัทไม่เรียกเก็บเงินจากผู้สมัครทุกกรณี'),
    salary_min: 18000,
    salary_max: 24000,
  },
  {
    id: 'tricky-no-fee-th-2',
    title: 'Programmer (Python)',
    description_html: p('สมัครงานฟรี ไม่มีค่าสมัคร ไม่มีค่ามัดจำใดๆ หากมีผู้แอบอ้างเรียกเก็บเงิน โปรดแจ้งบริษัท'),
    salary_min: 30000,
    salary_max: 45000,
  },
  {
    id: 'tricky-no-fee-en',
    title: 'Backend Developer (Rust)',
    description_html: p(
      'We never charge a registration fee. No deposit required, no training fee: we pay you during onboarding.',
    ),
    salary_min: 80000,
    salary_max: 120000,
  },
  {
    id: 'tricky-line-manager',
    title: 'Line Manager – Customer Support Tooling',
    description_html: p('Lead a team of 6 engineers, report to the Head of Support Engineering.'),
    salary_min: 90000,
    salary_max: 130000,
  },
  {
    id: 'tricky-production-line',
    title: 'วิศวกรระบบอัตโนมัติ ไลน์ผลิต (PLC/SCADA)',
    description_html: p('ดูแลระบบควบคุมไลน์ผลิตในโรงงาน จ.ระยอง'),
    salary_min: 35000,
    salary_max: 55000,
  },
  {
    id: 'tricky-line-company',
    title: 'Software Engineer, LINE Official Account Platform',
    description_html: p('Build messaging APIs used by brands in Thailand, Japan and Taiwan.'),
    salary_min: 90000,
    salary_max: 150000,
  },
  {
    id: 'tricky-less-than-3',
    title: 'React/Next.js Developer (<3 years OK)',
    description_html: p('React/Next.js &lt;3 years is fine if you can show your work.'),
    salary_min: 35000,
    salary_max: 55000,
  },
  {
    id: 'tricky-cpp',
    title: 'C++ / C# Developer',
    description_html: p('C++17, C#, Qt. Experience with real-time systems is a plus.'),
    salary_min: 60000,
    salary_max: 95000,
  },
  {
    id: 'tricky-div-layout',
    title: 'HTML/CSS Developer',
    description_html: p(
      'Strong &lt;div&gt; layout skills, Flexbox and Grid; semantic &lt;header&gt; and &lt;nav&gt;.',
    ),
    salary_min: 25000,
    salary_max: 40000,
  },
  {
    id: 'tricky-phone-in-description',
    title: 'เจ้าหน้าที่ดูแลระบบเครือข่าย',
    description_html: p('สอบถามรายละเอียดเพิ่มเติม โทร 02-123-4567 หรือ 081-234-5678 ในวันและเวลาทำการ'),
    salary_min: 25000,
    salary_max: 35000,
  },
  {
    id: 'tricky-email-in-description',
    title: 'Recruitment: Senior QA Engineer',
    description_html: p('Questions? Write to careers@example.co.th. LINE ID: @examplejobs'),
    salary_min: 60000,
    salary_max: 90000,
  },
  {
    id: 'tricky-senior-salary',
    title: 'Senior Staff Engineer',
    description_html: p('A normal senior salary for Bangkok.'),
    salary_min: 150000,
    salary_max: 150000,
  },
  {
    id: 'tricky-company-pays-training',
    title: 'Cloud Engineer (AWS) – บริษัทออกค่าอบรมให้',
    description_html: p('บริษัทออกค่าอบรมและค่าสอบ AWS Certification ให้ทั้งหมด'),
    salary_min: 60000,
    salary_max: 90000,
  },
  {
    id: 'tricky-wfh',
    title: 'Remote Frontend Developer (ทำงานที่บ้านได้ 100%)',
    description_html: p('ทำงานที่บ้านได้ทั้งหมด มีค่าอินเทอร์เน็ตให้เดือนละ 1,000 บาท'),
    salary_min: 45000,
    salary_max: 70000,
  },
  {
    id: 'tricky-no-experience',
    title: 'Junior IT Support ไม่ต้องมีประสบการณ์',
    description_html: p('ไม่ต้องมีประสบการณ์ มีสอนงานให้ 1 เดือน'),
    salary_min: 15000,
    salary_max: 18000,
  },
  {
    id: 'tricky-javascript-colon',
    title: 'JavaScript: Senior Frontend Engineer',
    description_html: p('JavaScript: ES2023, TypeScript: strict mode.'),
    salary_min: 70000,
    salary_max: 100000,
  },
  {
    id: 'tricky-security-job',
    title: 'Application Security Engineer',
    description_html: p('Find and fix XSS, CSRF and SQL injection across our web apps; OWASP Top 10.'),
    salary_min: 80000,
    salary_max: 130000,
  },
  {
    id: 'tricky-crypto-exchange',
    title: 'Smart Contract Auditor',
    description_html: p(
      'Review Solidity contracts for a licensed digital asset exchange regulated by the Thai SEC.',
    ),
    salary_min: 120000,
    salary_max: 200000,
  },
  {
    id: 'tricky-cc-license',
    title: 'Technical Writer (Creative Commons docs)',
    description_html: p('Our docs are CC BY 4.0.'),
    salary_min: 35000,
    salary_max: 50000,
  },
  {
    id: 'tricky-company-at',
    title: 'Software Engineer @ KBTG',
    description_html: p('Banking platform team.'),
    salary_min: 70000,
    salary_max: 120000,
  },
  {
    id: 'tricky-at-line',
    title: 'Senior Android Engineer @LINE Thailand',
    description_html: p('Messaging and payments apps for 50M users.'),
    salary_min: 100000,
    salary_max: 160000,
  },
  {
    id: 'tricky-year-range',
    title: 'Graduate Program 2026-2027',
    description_html: p('Two-year rotation across four engineering teams.'),
    salary_min: 25000,
    salary_max: 30000,
  },
  {
    id: 'tricky-deposit-word',
    title: 'Core Banking Developer (Deposits & Loans)',
    description_html: p('Work on deposit accounts, loans and payments modules (Temenos T24).'),
    salary_min: 70000,
    salary_max: 120000,
  },
  {
    id: 'tricky-slot-word',
    title: 'Backend Engineer – Appointment Booking',
    description_html: p('Build the time slot engine for clinics; recurring slots and waiting lists.'),
    salary_min: 50000,
    salary_max: 80000,
  },
  {
    id: 'tricky-no-training-fee-th',
    title: 'นักพัฒนา Odoo',
    description_html: p('ไม่ต้องเสียค่าอบรมก่อนเริ่มงาน บริษัทดูแลค่าใช้จ่ายทั้งหมด'),
    salary_min: 30000,
    salary_max: 50000,
  },
  {
    id: 'tricky-big-number-in-text',
    title: 'Payments Engineer',
    description_html: p('Our system settles 3,000,000 baht per day for 5,000 merchants.'),
    salary_min: 80000,
    salary_max: 120000,
  },
];

function trickyPostings(): LabelledPosting[] {
  return TRICKY.map((t) => ({ ...t, kind: 'tricky', hire_type: 'full_time', expected: [] }));
}

// ------------------------------------------------------------------ abusive postings

interface Abuse {
  title: string;
  text?: string;
  min?: number | null;
  max?: number | null;
  hire?: HireType;
  context?: Partial<ScreenContext>;
  expected: ScreenFlag[];
}

const ABUSE: Abuse[] = [
  // markup
  { title: '<script>alert(1)</script> Developer', expected: ['markup'] },
  { title: 'Senior Dev <img src=x onerror=alert(1)>', expected: ['markup'] },
  { title: '<b>ด่วน!!</b> รับโปรแกรมเมอร์', expected: ['markup'] },
  { title: 'Frontend <svg/onload=alert(document.cookie)>', expected: ['markup'] },
  { title: 'QA Engineer <a href="https://evil.example">click</a>', expected: ['markup'] },
  { title: 'Data Analyst javascript:alert(1)', expected: ['markup'] },
  { title: '<iframe src=//evil.example></iframe>Programmer', expected: ['markup'] },
  {
    title: 'Backend Developer',
    text: '&lt;script&gt;document.location="https://evil.example"&lt;/script&gt;',
    expected: ['markup'],
  },
  { title: 'Mobile Developer', text: 'Click here: javascript:void(0) to apply', expected: ['markup'] },
  { title: 'UX Designer', text: '&lt;svg onload=fetch("//evil.example")&gt;', expected: ['markup'] },
  { title: 'IT Support', text: '&lt;img src=x onerror=alert(1)&gt; ด่วน', expected: ['markup'] },
  { title: 'DevOps </title><script src=//x.example/a.js>', expected: ['markup'] },
  // contacts in the title
  { title: 'รับสมัครแอดมิน ติดต่อ 081-234-5678', expected: ['contact_in_title'] },
  { title: 'Programmer สนใจโทร 0891234567', expected: ['contact_in_title'] },
  { title: 'Web Developer call +66 81 234 5678', expected: ['contact_in_title'] },
  { title: 'เจ้าหน้าที่ไอที โทร 02-123-4567', expected: ['contact_in_title'] },
  { title: 'Data Entry line: jobs2024', expected: ['contact_in_title'] },
  { title: 'งานแอดมินออนไลน์ ไลน์ไอดี easyjob99', expected: ['contact_in_title'] },
  { title: 'Graphic Designer แอดไลน์ @workfast', expected: ['contact_in_title'] },
  { title: 'Programmer Line ID: dev_thai', expected: ['contact_in_title'] },
  { title: 'Content Writer ส่ง CV มาที่ hr.jobs@gmail.com', expected: ['contact_in_title'] },
  { title: 'Java Developer (apply: recruit@fastjob.co)', expected: ['contact_in_title'] },
  { title: 'แอดมินเพจ ไลน์: @adminpage', expected: ['contact_in_title'] },
  { title: 'Sales IT ทัก @lineid_sale88', expected: ['contact_in_title'] },
  { title: 'Tester ติดต่อ 062 345 6789 ด่วน', expected: ['contact_in_title'] },
  { title: 'Dev +66-2-123-4567', expected: ['contact_in_title'] },
  { title: 'Admin ID Line: work123', expected: ['contact_in_title'] },
  // header injection
  { title: 'Developer\nBcc: victim@example.com', expected: ['header_injection', 'contact_in_title'] },
  { title: 'QA Bcc: a@example.com', expected: ['header_injection', 'contact_in_title'] },
  { title: 'Programmer cc: list', expected: ['header_injection'] },
  { title: 'Admin\r\nContent-Type: text/html', expected: ['header_injection'] },
  { title: 'Support Engineer\nSubject: you won', expected: ['header_injection'] },
  { title: 'Manager CC: hr', expected: ['header_injection'] },
  // scam phrases (Thai)
  { title: 'พนักงานคีย์ข้อมูล', text: 'สนใจสมัคร เสียค่าสมัคร 350 บาท ก่อนเริ่มงาน', expected: ['scam_phrase'] },
  { title: 'แอดมินออนไลน์', text: 'มีค่าประกันชุด 500 บาท คืนเมื่อทำงานครบ 3 เดือน', expected: ['scam_phrase'] },
  { title: 'พนักงานตรวจสอบข้อมูล', text: 'ต้องโอนเงินก่อนเพื่อยืนยันตัวตน 990 บาท', expected: ['scam_phrase'] },
  { title: 'IT Support', text: 'มีค่าอบรมก่อนเริ่มงาน 1,500 บาท', expected: ['scam_phrase'] },
  { title: 'งานพิเศษ รายได้วันละ 3,000 ไม่ต้องมีประสบการณ์', expected: ['scam_phrase'] },
  { title: 'งานออนไลน์ทำที่บ้าน รายได้ดี', expected: ['scam_phrase'] },
  { title: 'แอดมิน', text: 'ทำที่บ้าน ใช้มือถือเครื่องเดียว รายได้วันละ 1,500-3,000 บาท', expected: ['scam_phrase'] },
  { title: 'พนักงานกดไลค์', text: 'กดไลค์ได้เงิน ทำผ่านมือถือ รับเงินทุกวัน', expected: ['scam_phrase'] },
  { title: 'นักลงทุนรุ่นใหม่', text: 'รับสมัครคนเทรด forex ผลตอบแทน 10% ต่อเดือน', expected: ['scam_phrase'] },
  { title: 'ทีมงานคริปโต', text: 'ชวนลงทุนคริปโต กำไรทุกวัน', expected: ['scam_phrase'] },
  { title: 'แอดมินเว็บบาคาร่า', text: 'ดูแลลูกค้าเว็บ รายได้ดี', expected: ['scam_phrase'] },
  { title: 'โปรแกรมเมอร์ เว็บสล็อต', text: 'พัฒนาเกมสล็อตออนไลน์และระบบฝากถอนอัตโนมัติ', expected: ['scam_phrase'] },
  { title: 'Call center คาสิโนออนไลน์', text: 'ประจำกัมพูชา บินฟรี', expected: ['scam_phrase'] },
  { title: 'Admin', text: 'หาดาวน์ไลน์ สร้างทีม รายได้หลักแสนต่อเดือน', expected: ['scam_phrase'] },
  { title: 'ผู้ช่วยแอดมิน', text: 'ชำระค่าเอกสาร 300 บาท ก่อนสัมภาษณ์', expected: ['scam_phrase'] },
  { title: 'เจ้าหน้าที่ไอที', text: 'มีค่ามัดจำอุปกรณ์ 2,000 บาท', expected: ['scam_phrase'] },
  { title: 'พนักงานแพ็คของ ทำที่บ้าน', text: 'ค่าลงทะเบียน 199 บาท', expected: ['scam_phrase'] },
  { title: 'โปรแกรมเมอร์ แทงบอลออนไลน์', text: 'ดูแลระบบเว็บบอล', expected: ['scam_phrase'] },
  // scam phrases (English)
  {
    title: 'Data Entry Clerk',
    text: 'A registration fee of 500 THB is required before you start.',
    expected: ['scam_phrase'],
  },
  {
    title: 'Remote Assistant',
    text: 'Security deposit required for the company laptop: 3,000 THB.',
    expected: ['scam_phrase'],
  },
  {
    title: 'Junior Developer',
    text: 'You must pay for training (2,500 THB) before your first day.',
    expected: ['scam_phrase'],
  },
  {
    title: 'Online Reviewer',
    text: 'Easy money! Earn 3000 baht per day from home, no experience needed.',
    expected: ['scam_phrase'],
  },
  {
    title: 'Crypto Trading Agent',
    text: 'Recruit new investors and earn guaranteed returns of 5% daily.',
    expected: ['scam_phrase'],
  },
  {
    title: 'Forex Trading Recruiter',
    text: 'Forex trading investment recruit: join our team of traders.',
    expected: ['scam_phrase'],
  },
  {
    title: 'Customer Service (Baccarat)',
    text: 'Serve VIP players of our online casino.',
    expected: ['scam_phrase'],
  },
  {
    title: 'Social Media Tasker',
    text: 'Like posts and earn money. Upfront fee 200 THB for the starter kit.',
    expected: ['scam_phrase'],
  },
  {
    title: 'Affiliate Partner',
    text: 'Be your own boss: build a downline and get passive income.',
    expected: ['scam_phrase'],
  },
  {
    title: 'Payment Processor Assistant',
    text: 'Receive funds and send them by Western Union.',
    expected: ['scam_phrase'],
  },
  {
    title: 'IT Trainee',
    text: 'Application fee: 300 THB, transfer the money first to reserve your seat.',
    expected: ['scam_phrase'],
  },
  {
    title: 'Sports Betting Platform Support',
    text: 'Thai speaking support for a betting site.',
    expected: ['scam_phrase'],
  },
  // salary outliers
  { title: 'Junior Programmer', min: 800000, max: 1200000, expected: ['salary_outlier'] },
  { title: 'แอดมินออนไลน์', min: 600000, max: 900000, expected: ['salary_outlier'] },
  { title: 'Data Entry', min: 50000, max: 5000000, expected: ['salary_outlier'] },
  { title: 'IT Support', min: 3000, max: 5000, expected: ['salary_outlier'] },
  { title: 'Full-time Developer', min: 1000, max: 2000, expected: ['salary_outlier'] },
  {
    title: 'Web Developer',
    min: 400000,
    max: 450000,
    context: { market: { p90: 90000, n: 120 } },
    expected: ['salary_outlier'],
  },
  {
    title: 'QA Tester',
    min: 300000,
    max: 350000,
    context: { market: { p90: 60000, n: 45 } },
    expected: ['salary_outlier'],
  },
  { title: 'Helpdesk', min: 9_000_000, max: 10_000_000, expected: ['salary_outlier'] },
  // posting bursts
  { title: 'Backend Developer', context: { recentPostingsByCompany: 10 }, expected: ['posting_burst'] },
  { title: 'Frontend Developer', context: { recentPostingsByCompany: 25 }, expected: ['posting_burst'] },
  { title: 'แอดมิน', context: { recentPostingsByCompany: 40 }, expected: ['posting_burst'] },
  {
    title: 'QA Engineer',
    context: { recentPostingsByCompany: 60, companyVerified: true },
    expected: ['posting_burst'],
  },
  { title: 'DevOps', context: { recentPostingsByCompany: 14 }, expected: ['posting_burst'] },
  // several at once
  {
    title: 'งานออนไลน์ ไลน์ไอดี @rich99',
    text: 'รายได้วันละ 5,000 ไม่ต้องมีประสบการณ์ ค่าสมัคร 100 บาท',
    min: 150000,
    max: 900000,
    expected: ['contact_in_title', 'scam_phrase'],
  },
  {
    title: '<b>Easy money</b> 089-111-2222',
    text: 'Registration fee required.',
    expected: ['markup', 'contact_in_title', 'scam_phrase'],
  },
  {
    title: 'Crypto recruiter',
    text: 'Recruit investors, 3% daily returns',
    context: { recentPostingsByCompany: 12 },
    expected: ['scam_phrase', 'posting_burst'],
  },
];

function abusivePostings(): LabelledPosting[] {
  return ABUSE.map((a, i) => ({
    id: `abuse-${i}-${a.expected.join('+')}`,
    kind: 'abusive',
    title: a.title,
    description_html: p(a.text ?? 'รายละเอียดงานตามที่ตกลง / Details on request.'),
    qualifications_html: '',
    hire_type: a.hire ?? 'full_time',
    salary_min: a.min === undefined ? 20000 : a.min,
    salary_max: a.max === undefined ? 30000 : a.max,
    context: a.context,
    expected: a.expected,
  }));
}

/** Every labelled posting (the legit ones first). */
export const POSTINGS: LabelledPosting[] = [...legitPostings(), ...trickyPostings(), ...abusivePostings()];

/** The context of a posting of the dataset (a quiet unverified company, no market data unless given). */
export function contextOf(posting: LabelledPosting): ScreenContext {
  return { recentPostingsByCompany: 0, companyVerified: false, market: null, ...posting.context };
}
