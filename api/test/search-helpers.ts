import type { HireType, WorkType } from '@jobportal/contracts';
import type { Db } from '../src/db/types';
import { company, job } from '../src/db/schema';
import { jobSearchColumns } from '../src/services/search/indexing';
import { getDefaultTaxonomy } from '../src/services/search/taxonomy';

const DAY = 86_400_000;

export interface FixtureJob {
  key: string;
  title: string;
  description: string;
  skills: string[];
  province: number;
  work: WorkType;
  hire: HireType;
  edu: number | null;
  min: number | null;
  max: number | null;
  negotiable?: boolean;
  daysAgo: number;
  status?: 'draft' | 'published' | 'closed';
  validThrough?: string | null;
}

/** The fixed small data set of the search tests. Descriptions avoid words of the other jobs on purpose. */
export const FIXTURE_JOBS: FixtureJob[] = [
  {
    key: 'senior-th',
    title: 'นักพัฒนาซอฟต์แวร์อาวุโส',
    description: '<p>ออกแบบและพัฒนาระบบบริการลูกค้าด้วย TypeScript</p>',
    skills: ['typescript', 'nodejs'],
    province: 1,
    work: 'hybrid',
    hire: 'full_time',
    edu: 5,
    min: 60000,
    max: 90000,
    daysAgo: 0.5,
  },
  {
    key: 'scientist-th',
    title: 'นักวิทยาศาสตร์ข้อมูล',
    description: '<p>สร้างโมเดลทำนายยอดขาย ใช้สถิติขั้นสูง</p>',
    skills: ['python', 'machine-learning'],
    province: 39,
    work: 'onsite',
    hire: 'full_time',
    edu: 6,
    min: 70000,
    max: null,
    daysAgo: 2,
  },
  {
    key: 'golang-en',
    title: 'Senior Backend Engineer (Golang)',
    description: '<p>Build payment APIs in Go on Kubernetes.</p>',
    skills: ['go', 'postgresql', 'kubernetes'],
    province: 1,
    work: 'remote',
    hire: 'full_time',
    edu: 5,
    min: null,
    max: 120000,
    daysAgo: 5,
  },
  {
    key: 'react-en',
    title: 'Frontend Developer (React)',
    description: '<p>Build a design system and web screens.</p>',
    skills: ['react', 'javascript'],
    province: 11,
    work: 'hybrid',
    hire: 'contract',
    edu: null,
    min: null,
    max: null,
    negotiable: true,
    daysAgo: 10,
  },
  {
    key: 'php-mixed',
    title: 'โปรแกรมเมอร์ PHP',
    description: '<p>ดูแลเว็บไซต์ร้านค้าออนไลน์ด้วย Laravel</p>',
    skills: ['php', 'mysql'],
    province: 29,
    work: 'onsite',
    hire: 'full_time',
    edu: 4,
    min: 25000,
    max: 35000,
    daysAgo: 20,
  },
  {
    key: 'js-en',
    title: 'JavaScript Developer',
    description: '<p>Maintain browser extensions.</p>',
    skills: ['javascript', 'vue'],
    province: 1,
    work: 'remote',
    hire: 'part_time',
    edu: 5,
    min: 40000,
    max: 50000,
    daysAgo: 40,
  },
  {
    key: 'qa-intern',
    title: 'QA Intern',
    description: '<p>Write test cases for mobile apps.</p>',
    skills: ['selenium', 'manual-testing'],
    province: 67,
    work: 'onsite',
    hire: 'internship',
    edu: 3,
    min: 10000,
    max: 15000,
    daysAgo: 1.5,
  },
  {
    key: 'tester-th',
    title: 'ผู้ทดสอบระบบ',
    description: '<p>ตรวจสอบคุณภาพแอปพลิเคชันก่อนเปิดใช้งาน</p>',
    skills: ['manual-testing'],
    province: 1,
    work: 'onsite',
    hire: 'freelance',
    edu: 5,
    min: 20000,
    max: 30000,
    daysAgo: 3.5,
  },
  {
    key: 'data-eng-en',
    title: 'Data Engineer',
    description: '<p>Own batch pipelines on Spark.</p>',
    skills: ['python', 'spark'],
    province: 1,
    work: 'remote',
    hire: 'full_time',
    edu: 5,
    min: 50000,
    max: 80000,
    daysAgo: 8,
  },
  {
    key: 'data-eng-th',
    title: 'วิศวกรข้อมูล',
    description: '<p>ดูแลท่อส่งข้อมูลด้วย Airflow</p>',
    skills: ['sql', 'airflow'],
    province: 30,
    work: 'hybrid',
    hire: 'full_time',
    edu: 5,
    min: 45000,
    max: 70000,
    daysAgo: 13,
  },
  {
    key: 'draft',
    title: 'Draft React Developer',
    description: '<p>Not published yet.</p>',
    skills: ['react'],
    province: 1,
    work: 'remote',
    hire: 'full_time',
    edu: 5,
    min: 1,
    max: 2,
    daysAgo: 1,
    status: 'draft',
  },
  {
    key: 'closed',
    title: 'Closed React Developer',
    description: '<p>Closed.</p>',
    skills: ['react'],
    province: 1,
    work: 'remote',
    hire: 'full_time',
    edu: 5,
    min: 1,
    max: 2,
    daysAgo: 1,
    status: 'closed',
  },
  {
    key: 'expired',
    title: 'Expired React Developer',
    description: '<p>Expired.</p>',
    skills: ['react'],
    province: 1,
    work: 'remote',
    hire: 'full_time',
    edu: 5,
    min: 1,
    max: 2,
    daysAgo: 60,
    validThrough: '2020-01-01',
  },
];

/** Inserts one company and the fixture jobs through Drizzle (search columns from jobSearchColumns); returns key -> id. */
export async function insertSearchFixtures(db: Db, now = Date.now()): Promise<Map<string, string>> {
  const [c] = await db
    .insert(company)
    .values({ nameTh: 'บริษัท ฟ้าใส จำกัด', nameEn: 'Clear Sky Co.', provinceId: 1, verified: true })
    .returning({ id: company.id });
  const ids = new Map<string, string>();
  const taxonomy = getDefaultTaxonomy();
  for (const f of FIXTURE_JOBS) {
    const values = {
      companyId: c.id,
      title: f.title,
      descriptionHtml: f.description,
      qualificationsHtml: '',
      skills: f.skills,
      provinceId: f.province,
      workType: f.work,
      hireType: f.hire,
      educationLevelId: f.edu,
      salaryMin: f.min,
      salaryMax: f.max,
      salaryNegotiable: f.negotiable ?? false,
      status: f.status ?? ('published' as const),
      postedAt: f.status === 'draft' ? null : new Date(now - f.daysAgo * DAY),
      validThrough: f.validThrough ?? null,
    };
    const cols = jobSearchColumns(
      { ...values, companyNameTh: 'บริษัท ฟ้าใส จำกัด', companyNameEn: 'Clear Sky Co.' },
      taxonomy,
    );
    const [row] = await db
      .insert(job)
      .values({ ...values, ...cols })
      .returning({ id: job.id });
    ids.set(f.key, row.id);
  }
  return ids;
}
