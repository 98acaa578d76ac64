import type { CandidateMatch, JobMatch, MatchHint, SkillSuggestion } from '@jobportal/contracts';
import { application, candidate } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { forEachDriver } from './helpers/app';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';
import { createUser, type TestUser } from './helpers/users';

// the match index checks the database on every request in tests (default: at most every 5 s)
process.env.AI_INDEX_CHECK_MS = '0';

const ZERO = '00000000-0000-4000-8000-000000000000';

async function insertCandidate(
  db: Db,
  uid: string,
  over: Partial<typeof candidate.$inferInsert> = {},
): Promise<void> {
  const skills = over.skills ?? [
    { slug: 'go', level: 'expert' as const },
    { slug: 'postgresql', level: 'advanced' as const },
  ];
  await db.insert(candidate).values({
    uid,
    email: `${uid}@example.com`,
    firstName: 'Somchai',
    lastName: 'Dev',
    phone: '0812345678',
    headline: 'นักพัฒนาแบ็กเอนด์ ภาษา Go 5 ปี',
    yearsExperience: 5,
    expectedSalary: 80000,
    provinceId: 1,
    preferredWorkTypes: ['hybrid'],
    consentPdpa: true,
    ...over,
    skills,
    skillSlugs: skills.map((s) => s.slug),
  });
}

forEachDriver('AI matching routes', (ctx) => {
  let cand: TestUser;
  let other: TestUser;
  let hidden: TestUser;
  let corpA: TestUser;
  let corpB: TestUser;
  let companyA: string;
  let goJob: string;
  let reactJob: string;

  beforeAll(async () => {
    [cand, other, hidden, corpA, corpB] = await Promise.all([
      createUser('candidate'),
      createUser('candidate'),
      createUser('candidate'),
      createUser('corporate'),
      createUser('corporate'),
    ]);
    companyA = await insertCompany(ctx.db, 'Company A', corpA.uid);
    await insertCompany(ctx.db, 'Company B', corpB.uid);
    goJob = await insertPublishedJob(ctx.db, companyA, {
      title: 'Senior Backend Engineer (Golang)',
      skills: ['go', 'postgresql', 'kubernetes'],
      workType: 'hybrid',
      yearsExperienceMin: 4,
      salaryMin: 70000,
      salaryMax: 110000,
    });
    reactJob = await insertPublishedJob(ctx.db, companyA, {
      title: 'Frontend Developer (React)',
      skills: ['react', 'typescript'],
      workType: 'onsite',
    });
    await insertPublishedJob(ctx.db, companyA, {
      title: 'Go Developer',
      skills: ['go', 'docker'],
      workType: 'remote',
    });
    await insertCandidate(ctx.db, cand.uid);
    await insertCandidate(ctx.db, other.uid, { visibleToEmployers: true, headline: 'Backend Engineer (Go)' });
    await insertCandidate(ctx.db, hidden.uid, { visibleToEmployers: false });
  });

  const urls = () => [
    '/api/candidate/ai/matches',
    '/api/candidate/ai/skill-suggestions',
    `/api/corporate/jobs/${goJob}/ai/candidates`,
  ];

  it('refuses guests with 401', async () => {
    for (const url of urls()) {
      const res = await ctx.call('GET', url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses the other role with 403', async () => {
    for (const url of urls().slice(0, 2))
      expect((await ctx.call('GET', url, { auth: corpA.auth })).statusCode).toBe(403);
    expect((await ctx.call('GET', urls()[2], { auth: cand.auth })).statusCode).toBe(403);
  });

  it('ranks open jobs for the candidate with explanations and hints', async () => {
    const res = await ctx.call('GET', '/api/candidate/ai/matches?limit=5', { auth: cand.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: JobMatch[]; hints: MatchHint[] };
    expect(body.data[0].job.id).toBe(goJob);
    const m = body.data[0].match;
    expect(m.matched_skills).toEqual(['go', 'postgresql']);
    expect(m.missing_skills).toEqual(['kubernetes']);
    expect(m.salary_fit).toBe('within');
    expect(m.reasons_th.slice(0, 2)).toEqual(['ตรง 2 จาก 3 ทักษะที่ต้องการ', 'ยังขาด: Kubernetes']);
    expect(m.reasons_en.slice(0, 2)).toEqual(['2 of 3 required skills', 'Missing: Kubernetes']);
    expect(m.breakdown?.skills).toBeGreaterThan(0);
    expect(body.data.map((d) => d.job.id)).toContain(reactJob);
    expect(body.data[0].match.score).toBeGreaterThan(
      body.data.find((d) => d.job.id === reactJob)!.match.score,
    );
    expect(Array.isArray(body.hints)).toBe(true);
    expect(body.data[0].job.company.name_th).toBe('Company A');
  });

  it('applies the JobSearchFilter filters and validates the query', async () => {
    const remote = await ctx.call('GET', '/api/candidate/ai/matches?workType=remote', { auth: cand.auth });
    expect((remote.json() as { data: JobMatch[] }).data.map((d) => d.job.title)).toEqual(['Go Developer']);
    const tagged = await ctx.call('GET', '/api/candidate/ai/matches?tag=react', { auth: cand.auth });
    expect((tagged.json() as { data: JobMatch[] }).data.map((d) => d.job.id)).toEqual([reactJob]);
    const bad = await ctx.call('GET', '/api/candidate/ai/matches?limit=500', { auth: cand.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('sees a job published after the index was built', async () => {
    const fresh = await insertPublishedJob(ctx.db, companyA, {
      title: 'Golang Platform Engineer',
      skills: ['go', 'postgresql'],
      workType: 'hybrid',
    });
    const res = await ctx.call('GET', '/api/candidate/ai/matches', { auth: cand.auth });
    expect((res.json() as { data: JobMatch[] }).data.map((d) => d.job.id)).toContain(fresh);
  });

  it('suggests skills from the open jobs', async () => {
    const res = await ctx.call('GET', '/api/candidate/ai/skill-suggestions?target_role=Backend', {
      auth: cand.auth,
    });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: SkillSuggestion[] }).data;
    expect(data.map((s) => s.slug)).toContain('kubernetes');
    for (const s of data) {
      expect(s.reason_th.length).toBeGreaterThan(0);
      expect(s.reason_en.length).toBeGreaterThan(0);
      expect(s.lift).toBeGreaterThan(1);
    }
  });

  it("refuses another company's job with 403 and an unknown job with 404", async () => {
    const res = await ctx.call('GET', `/api/corporate/jobs/${goJob}/ai/candidates`, { auth: corpB.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(
      (await ctx.call('GET', `/api/corporate/jobs/${ZERO}/ai/candidates`, { auth: corpA.auth })).statusCode,
    ).toBe(404);
  });

  it('ranks applicants and findable candidates for the owner, contact details only for applicants', async () => {
    await ctx.db.insert(application).values({ jobId: goJob, candidateUid: cand.uid });
    const res = await ctx.call('GET', `/api/corporate/jobs/${goJob}/ai/candidates`, { auth: corpA.auth });
    if (res.statusCode !== 200)
      console.log(
        res.body,
        ctx.logs
          .filter((l) => l.includes('"level":50'))
          .slice(-2)
          .join('\n'),
      );
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: CandidateMatch[] }).data;
    const byUid = new Map(data.map((d) => [d.candidate.uid, d]));
    expect(byUid.has(hidden.uid)).toBe(false);
    const applicant = byUid.get(cand.uid)!;
    expect(applicant.applied).toBe(true);
    expect(applicant.candidate.email).toBe(`${cand.uid}@example.com`);
    expect(applicant.match.matched_skills).toEqual(['go', 'postgresql']);
    expect(applicant.match.reasons_en).toContain('Expected salary within the budget');
    expect(applicant.match.reasons_en).toContain('Bangkok, hybrid as the candidate prefers');
    const findable = byUid.get(other.uid)!;
    expect(findable.applied).toBe(false);
    expect(findable.candidate.email).toBeNull();
    expect(findable.candidate.phone).toBeNull();
  });

  it('leaves out the jobs the candidate already applied to', async () => {
    const res = await ctx.call('GET', '/api/candidate/ai/matches', { auth: cand.auth });
    expect((res.json() as { data: JobMatch[] }).data.map((d) => d.job.id)).not.toContain(goJob);
  });
});
