import type { Tx } from '../db/types';
import {
  application,
  applicationStatusHistory,
  blogPost,
  candidate,
  company,
  corporateAccount,
  favourite,
} from '../db/schema';
import { getDefaultTaxonomy } from '../services/search/taxonomy';
import { bulkInsertJobs } from './bulk';
import { buildCompany, type BuiltCompany } from './companyFactory';
import { DEMO_BLOG_POSTS } from './data/blogPosts';
import { DEMO_COMPANIES } from './data/companies';
import { DEMO_EMPLOYERS } from './demoAccounts';
import { demoCandidateRows } from './demoCandidates';
import { makeJob, type GeneratedJob } from './jobFactory';
import { createRng, rngUuid } from './random';

export const DEMO_SEED = 20240601;
export const DEMO_JOB_COUNT = 560;
const JOBS_PER_EMPLOYER = 12;
const DAY = 86_400_000;

/** Inserts the demo companies, employers, jobs, candidates, favourites, applications and blog posts. */
export async function insertDemoRows(tx: Tx, now = new Date()): Promise<{ companies: number; jobs: number }> {
  const rng = createRng(DEMO_SEED);
  const built: BuiltCompany[] = DEMO_COMPANIES.map((def) => buildCompany(rng, def, now));
  await tx.insert(company).values(built.map((b) => b.row));
  const byKey = new Map(DEMO_COMPANIES.map((d, i) => [d.key, built[i]]));

  await tx.insert(corporateAccount).values(
    DEMO_EMPLOYERS.map((e) => ({
      uid: e.uid,
      companyId: (byKey.get(e.companyKey ?? '') as BuiltCompany).ref.id,
      email: e.email,
      contactName: e.displayName,
      phone: '02-000-0000',
      createdAt: new Date(now.getTime() - 300 * DAY),
    })),
  );

  // every employer company gets its own jobs (some drafts/closed), the rest is spread over all companies
  const jobs: GeneratedJob[] = [];
  for (const e of DEMO_EMPLOYERS) {
    const c = byKey.get(e.companyKey ?? '') as BuiltCompany;
    for (let i = 0; i < JOBS_PER_EMPLOYER; i++) {
      const j = makeJob(rng, c.ref, now);
      if (i === 0) Object.assign(j, { status: 'draft', postedAt: null });
      if (i === 1) j.status = 'closed';
      if (i >= 2 && j.status !== 'published')
        Object.assign(j, { status: 'published', postedAt: j.postedAt ?? now });
      if (i >= 2) j.validThrough = null; // always open: the pipelines below point at them
      jobs.push(j);
    }
  }
  while (jobs.length < DEMO_JOB_COUNT) jobs.push(makeJob(rng, rng.pick(built).ref, now));
  // every education level is required by at least one published job (rare levels: IT support jobs)
  const published = jobs.filter((j) => j.status === 'published');
  for (let level = 1; level <= 7; level++) {
    if (published.some((j) => j.educationLevelId === level)) continue;
    const pick =
      published.find((j, i) => i % 7 === level - 1 && j.educationLevelId !== null) ?? published[level];
    pick.educationLevelId = level;
  }
  const names = new Map(built.map((b) => [b.ref.id, { nameTh: b.ref.nameTh, nameEn: b.ref.nameEn }]));
  for (let i = 0; i < jobs.length; i += 200)
    await bulkInsertJobs(tx, jobs.slice(i, i + 200), getDefaultTaxonomy(), names);

  await tx.insert(candidate).values(demoCandidateRows(now));

  const open = (companyKey: string): GeneratedJob[] => {
    const id = byKey.get(companyKey)?.ref.id;
    return jobs.filter((j) => j.companyId === id && j.status === 'published' && j.validThrough === null);
  };
  const [e1, e2, e3] = DEMO_EMPLOYERS.map((e) => open(e.companyKey ?? ''));
  const plan: {
    uid: string;
    job: GeneratedJob;
    path: ('applied' | 'reviewing' | 'shortlisted' | 'interview' | 'offered' | 'rejected')[];
  }[] = [
    { uid: 'demo-candidate-0001', job: e1[0], path: ['applied', 'reviewing', 'interview'] },
    { uid: 'demo-candidate-0001', job: e1[1], path: ['applied'] },
    { uid: 'demo-candidate-0001', job: e2[0], path: ['applied', 'reviewing', 'shortlisted', 'offered'] },
    { uid: 'demo-candidate-0002', job: e1[0], path: ['applied', 'reviewing'] },
    { uid: 'demo-candidate-0002', job: e1[2], path: ['applied', 'rejected'] },
    { uid: 'demo-candidate-0002', job: e2[1], path: ['applied'] },
    { uid: 'demo-candidate-0003', job: e3[0], path: ['applied'] },
    { uid: 'demo-candidate-0003', job: e1[3], path: ['applied', 'reviewing'] },
  ];
  for (const [i, p] of plan.entries()) {
    const id = rngUuid(rng);
    const appliedAt = new Date(now.getTime() - (10 - i) * DAY);
    const status = p.path[p.path.length - 1];
    await tx.insert(application).values({
      id,
      jobId: p.job.id,
      candidateUid: p.uid,
      status,
      coverLetter: p.uid.endsWith('1')
        ? 'สนใจตำแหน่งนี้มากครับ มีประสบการณ์ตรงกับงานที่ประกาศ'
        : 'I am excited about this role and would love to talk.',
      appliedAt,
      updatedAt: new Date(appliedAt.getTime() + (p.path.length - 1) * DAY),
    });
    await tx.insert(applicationStatusHistory).values(
      p.path.map((s, k) => ({
        applicationId: id,
        fromStatus: k === 0 ? null : p.path[k - 1],
        status: s,
        actor: k === 0 ? ('candidate' as const) : ('corporate' as const),
        actorUid: k === 0 ? p.uid : DEMO_EMPLOYERS[0].uid,
        at: new Date(appliedAt.getTime() + k * DAY),
      })),
    );
  }
  const favouritable = published.filter((j) => j.validThrough === null);
  await tx
    .insert(favourite)
    .values([
      ...favouritable.slice(20, 25).map((j) => ({ candidateUid: 'demo-candidate-0001', jobId: j.id })),
      ...favouritable.slice(40, 43).map((j) => ({ candidateUid: 'demo-candidate-0002', jobId: j.id })),
      { candidateUid: 'demo-candidate-0001', jobId: e1[1].id },
    ]);

  await tx.insert(blogPost).values(
    DEMO_BLOG_POSTS.map((p) => ({
      slug: p.slug,
      titleTh: p.titleTh,
      titleEn: p.titleEn,
      excerptTh: p.excerptTh,
      excerptEn: p.excerptEn,
      bodyThHtml: p.sections.map((s) => `<h2>${s.th[0]}</h2><p>${s.th[1]}</p>`).join(''),
      bodyEnHtml: p.sections.map((s) => `<h2>${s.en[0]}</h2><p>${s.en[1]}</p>`).join(''),
      coverUrl: p.coverUrl,
      tags: p.tags,
      publishedAt: new Date(now.getTime() - p.daysAgo * DAY),
      createdAt: new Date(now.getTime() - p.daysAgo * DAY),
    })),
  );
  return { companies: built.length, jobs: jobs.length };
}
