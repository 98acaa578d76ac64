import type { JobSearchFilter } from '@jobportal/contracts';

/** The fixed benchmark mix: Thai, English, mixed and filter-only searches, every one with total and facets. */
const THAI = [
  'นักพัฒนา',
  'โปรแกรมเมอร์',
  'นักพัฒนาซอฟต์แวร์',
  'วิศวกรข้อมูล',
  'นักวิเคราะห์ข้อมูล',
  'ผู้ทดสอบระบบ',
  'นักออกแบบ',
  'วิศวกรระบบคลาวด์',
  'แบ็กเอนด์',
  'ฟรอนต์เอนด์',
  'นักศึกษาฝึกงาน',
  'นักพัฒนาอาวุโส',
  'ไอทีซัพพอร์ต',
  'ผู้จัดการโครงการ',
  'นักวิทยาศาสตร์ข้อมูล',
  'จาวาสคริปต์',
];
const ENGLISH = [
  'react',
  'developer',
  'golang',
  'python',
  'java',
  'devops',
  'data engineer',
  'qa',
  'kubernetes',
  'senior backend engineer',
  'frontend developer',
  'flutter',
  'sql',
  'aws',
  'machine learning',
  'javscript',
  'reactt',
  'kube',
  'node.js',
  'c#',
  'js',
  'k8s',
];
const MIXED = [
  'โปรแกรมเมอร์ PHP',
  'นักพัฒนา React',
  'Data Engineer กรุงเทพ',
  'Flutter อาวุโส',
  'วิศวกร DevOps',
  'Java Spring',
  'นักพัฒนา Python',
  'Senior นักพัฒนา Go',
];

const FILTERS: JobSearchFilter[] = [
  {},
  { location: [1] },
  { location: [39, 11] },
  { workType: ['remote'] },
  { workType: ['hybrid', 'remote'], hireType: ['full_time'] },
  { hireType: ['contract', 'freelance'] },
  { education: [5] },
  { minimum_salary: 50000 },
  { minimum_salary: 80000, location: [1] },
  { datePosted: 7 },
  { datePosted: 30, workType: ['onsite'] },
  { tag: ['react', 'typescript'] },
  { tag: ['python'], location: [1] },
  { orderBy: 'newest' },
  { offset: 20 },
  { offset: 40, limit: 20 },
];

export function benchmarkQueries(count = 200): JobSearchFilter[] {
  const texts = [...THAI, ...ENGLISH, ...MIXED];
  const out: JobSearchFilter[] = [];
  for (let i = 0; i < count; i++) {
    const filter = FILTERS[(i * 7) % FILTERS.length];
    // about one in six requests is a filter-only browse (no text)
    const text = i % 6 === 5 ? undefined : texts[(i * 5) % texts.length];
    out.push({ ...filter, ...(text ? { main_input: text } : {}) });
  }
  return out;
}

export function toQueryString(f: JobSearchFilter): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) p.append(k, String(item));
    else p.append(k, String(v));
  }
  return p.toString();
}
