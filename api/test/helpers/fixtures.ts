import { eq } from 'drizzle-orm';
import type { JobInput } from '@jobportal/contracts';
import type { Db } from '../../src/db/types';
import {
  blogPost,
  company,
  companyType,
  corporateAccount,
  educationLevel,
  job,
  province,
  skill,
} from '../../src/db/schema';
import { reindexJobs } from '../../src/services/jobs/search-index';

/** Minimal lookups for the API tests (not the demo seed). */
export async function insertLookups(db: Db): Promise<void> {
  await db.insert(province).values([
    { id: 1, nameTh: 'กรุงเทพมหานคร', nameEn: 'Bangkok', region: 'central' },
    { id: 2, nameTh: 'นนทบุรี', nameEn: 'Nonthaburi', region: 'central' },
    { id: 3, nameTh: 'เชียงใหม่', nameEn: 'Chiang Mai', region: 'north' },
  ]);
  await db.insert(companyType).values([
    { id: 1, nameTh: 'บริษัทซอฟต์แวร์และไอที', nameEn: 'Software & IT services' },
    { id: 2, nameTh: 'สตาร์ทอัพ', nameEn: 'Startup' },
  ]);
  await db.insert(educationLevel).values([
    { id: 1, nameTh: 'มัธยมศึกษา', nameEn: 'High school' },
    { id: 2, nameTh: 'ปริญญาตรี', nameEn: "Bachelor's degree" },
    { id: 3, nameTh: 'ปริญญาโท', nameEn: "Master's degree" },
  ]);
  await db.insert(skill).values([
    { slug: 'javascript', name: 'JavaScript', nameTh: 'จาวาสคริปต์', aliases: ['js'], category: 'language' },
    { slug: 'typescript', name: 'TypeScript', nameTh: null, aliases: ['ts'], category: 'language' },
    { slug: 'react', name: 'React', nameTh: null, aliases: ['reactjs'], category: 'frontend' },
    { slug: 'nodejs', name: 'Node.js', nameTh: null, aliases: ['node'], category: 'backend' },
    { slug: 'python', name: 'Python', nameTh: 'ไพธอน', aliases: ['py'], category: 'language' },
  ]);
}

export function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    title: 'นักพัฒนา React อาวุโส',
    description_html: '<p>Build <strong>great</strong> things</p>',
    qualifications_html: '<ul><li>3 years</li></ul>',
    skills: ['react', 'typescript'],
    province_id: 1,
    work_type: 'hybrid',
    hire_type: 'full_time',
    education_level_id: 2,
    years_experience_min: 3,
    salary_min: 50000,
    salary_max: 80000,
    salary_negotiable: false,
    valid_through: null,
    ...overrides,
  };
}

/** A company owned directly in the DB (for public pages), with optional employer account. */
export async function insertCompany(db: Db, name: string, ownerUid?: string): Promise<string> {
  const [c] = await db
    .insert(company)
    .values({ nameTh: name, nameEn: name, companyTypeId: 1, provinceId: 1, verified: true })
    .returning({ id: company.id });
  if (ownerUid) {
    await db
      .insert(corporateAccount)
      .values({ uid: ownerUid, companyId: c.id, email: `${ownerUid}@example.com`, contactName: 'HR' });
  }
  return c.id;
}

/** A published job inserted directly (search columns filled like the API does). */
export async function insertPublishedJob(
  db: Db,
  companyId: string,
  overrides: Partial<typeof job.$inferInsert> = {},
): Promise<string> {
  const [j] = await db
    .insert(job)
    .values({
      companyId,
      title: 'Backend Developer (Node.js)',
      descriptionHtml: '<p>APIs</p>',
      skills: ['nodejs', 'typescript'],
      provinceId: 1,
      workType: 'remote',
      hireType: 'full_time',
      status: 'published',
      postedAt: new Date(),
      ...overrides,
    })
    .returning({ id: job.id });
  await reindexJobs(db, [j.id]);
  return j.id;
}

export async function insertBlogPost(db: Db, slug: string, tags: string[] = ['career']): Promise<void> {
  await db.insert(blogPost).values({
    slug,
    titleTh: `บทความ ${slug}`,
    titleEn: `Post ${slug}`,
    excerptTh: 'สรุป',
    excerptEn: 'Summary',
    bodyThHtml: '<p>เนื้อหา</p><script>alert(1)</script>',
    bodyEnHtml: '<p onclick="x()">Body <a href="https://example.com">link</a></p>',
    tags,
    publishedAt: new Date(Date.now() - 60_000),
  });
}

export async function jobStatus(db: Db, id: string): Promise<string | undefined> {
  const [r] = await db.select({ status: job.status }).from(job).where(eq(job.id, id));
  return r?.status;
}
