/**
 * Role synonyms: a query that contains one of the `terms` of a group (after normalisation) also matches jobs that
 * contain any other term of the same group. Terms are lower-case; multi-word terms match as phrases.
 * Kept apart from the skills taxonomy because roles are not taggable skills.
 */
export interface RoleGroup {
  key: string;
  name_th: string;
  name_en: string;
  terms: string[];
}

export const ROLE_GROUPS: RoleGroup[] = [
  {
    key: 'developer',
    name_th: 'นักพัฒนา',
    name_en: 'Developer',
    terms: [
      'developer',
      'programmer',
      'software engineer',
      'software developer',
      'dev',
      'coder',
      'โปรแกรมเมอร์',
      'นักพัฒนา',
      'นักพัฒนาซอฟต์แวร์',
      'นักพัฒนาระบบ',
      'วิศวกรซอฟต์แวร์',
      'เดเวลอปเปอร์',
    ],
  },
  {
    key: 'backend',
    name_th: 'แบ็กเอนด์',
    name_en: 'Backend',
    terms: ['backend', 'back-end', 'back end', 'แบ็กเอนด์', 'แบ็คเอนด์', 'หลังบ้าน'],
  },
  {
    key: 'frontend',
    name_th: 'ฟรอนต์เอนด์',
    name_en: 'Frontend',
    terms: ['frontend', 'front-end', 'front end', 'ฟรอนต์เอนด์', 'ฟรอนท์เอนด์', 'หน้าบ้าน'],
  },
  {
    key: 'fullstack',
    name_th: 'ฟูลสแต็ก',
    name_en: 'Full-stack',
    terms: ['fullstack', 'full-stack', 'full stack', 'ฟูลสแต็ก', 'ฟูลสแตก'],
  },
  {
    key: 'mobile-developer',
    name_th: 'นักพัฒนาแอปมือถือ',
    name_en: 'Mobile developer',
    terms: [
      'mobile developer',
      'mobile dev',
      'mobile engineer',
      'app developer',
      'ios developer',
      'android developer',
      'นักพัฒนาแอปพลิเคชัน',
      'นักพัฒนาแอป',
      'นักพัฒนาแอปมือถือ',
      'นักพัฒนาโมบาย',
    ],
  },
  {
    key: 'data-engineer',
    name_th: 'วิศวกรข้อมูล',
    name_en: 'Data engineer',
    terms: ['data engineer', 'วิศวกรข้อมูล', 'ดาต้าเอนจิเนียร์'],
  },
  {
    key: 'data-analyst',
    name_th: 'นักวิเคราะห์ข้อมูล',
    name_en: 'Data analyst',
    terms: ['data analyst', 'bi analyst', 'นักวิเคราะห์ข้อมูล', 'ดาต้าอนาลิสต์'],
  },
  {
    key: 'data-scientist',
    name_th: 'นักวิทยาศาสตร์ข้อมูล',
    name_en: 'Data scientist',
    terms: ['data scientist', 'นักวิทยาศาสตร์ข้อมูล', 'ดาต้าไซเอนทิสต์'],
  },
  {
    key: 'qa',
    name_th: 'ผู้ทดสอบ',
    name_en: 'QA / Tester',
    terms: [
      'qa',
      'tester',
      'quality assurance',
      'qa engineer',
      'test engineer',
      'ผู้ทดสอบ',
      'ผู้ทดสอบระบบ',
      'นักทดสอบ',
      'เทสเตอร์',
    ],
  },
  {
    key: 'devops',
    name_th: 'เดฟออปส์',
    name_en: 'DevOps',
    terms: [
      'devops',
      'sre',
      'site reliability engineer',
      'platform engineer',
      'cloud engineer',
      'infrastructure engineer',
      'เดฟออปส์',
      'เดฟอ็อปส์',
      'วิศวกรคลาวด์',
      'วิศวกรระบบคลาวด์',
      'วิศวกรดูแลระบบคลาวด์',
    ],
  },
  {
    key: 'designer',
    name_th: 'นักออกแบบ',
    name_en: 'Designer',
    terms: ['designer', 'ux/ui', 'ui/ux', 'นักออกแบบ', 'ดีไซเนอร์'],
  },
  {
    key: 'project-manager',
    name_th: 'ผู้จัดการโครงการ',
    name_en: 'Project manager',
    terms: ['project manager', 'ผู้จัดการโครงการ', 'ผู้จัดการโปรเจกต์'],
  },
  {
    key: 'business-analyst',
    name_th: 'นักวิเคราะห์ธุรกิจ',
    name_en: 'Business analyst',
    terms: ['business analyst', 'นักวิเคราะห์ธุรกิจ', 'นักวิเคราะห์ระบบ', 'system analyst'],
  },
  {
    key: 'support',
    name_th: 'ไอทีซัพพอร์ต',
    name_en: 'IT support',
    terms: ['it support', 'support engineer', 'เจ้าหน้าที่ไอที', 'ไอทีซัพพอร์ต', 'ฝ่ายสนับสนุนไอที'],
  },
  {
    key: 'security-engineer',
    name_th: 'วิศวกรความปลอดภัย',
    name_en: 'Security engineer',
    terms: [
      'security engineer',
      'security analyst',
      'cybersecurity',
      'cyber security',
      'penetration tester',
      'วิศวกรความปลอดภัย',
      'นักวิเคราะห์ความปลอดภัย',
      'ความปลอดภัยไซเบอร์',
      'เจ้าหน้าที่ความปลอดภัยไซเบอร์',
    ],
  },
  {
    key: 'intern',
    name_th: 'นักศึกษาฝึกงาน',
    name_en: 'Intern',
    terms: ['intern', 'internship', 'trainee', 'นักศึกษาฝึกงาน', 'ฝึกงาน'],
  },
  { key: 'senior', name_th: 'อาวุโส', name_en: 'Senior', terms: ['senior', 'sr', 'อาวุโส'] },
  {
    key: 'junior',
    name_th: 'จูเนียร์',
    name_en: 'Junior',
    terms: ['junior', 'jr', 'entry level', 'จูเนียร์', 'ระดับเริ่มต้น'],
  },
  { key: 'manager', name_th: 'ผู้จัดการ', name_en: 'Manager', terms: ['manager', 'head of', 'ผู้จัดการ', 'หัวหน้า'] },
  {
    key: 'architect',
    name_th: 'สถาปนิกซอฟต์แวร์',
    name_en: 'Architect',
    terms: ['architect', 'solution architect', 'สถาปนิกซอฟต์แวร์', 'สถาปนิกระบบ'],
  },
];
