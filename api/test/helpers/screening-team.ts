import { eq } from 'drizzle-orm';
import type { TeamRole } from '@jobportal/contracts';
import { candidate, corporateAccount } from '../../src/db/schema';
import type { TestContext } from './app';
import { insertCompany, insertPublishedJob } from './fixtures';
import { createUser, type TestUser } from './users';

export interface ScreeningTeam {
  companyId: string;
  /** a published job owned by `recruiter` */
  jobId: string;
  members: Record<TeamRole, TestUser>;
  /** a recruiter of the same company who neither owns nor collaborates on the job */
  bystander: TestUser;
  /** the owner of another company, with a job of its own */
  outsider: TestUser;
  outsiderJobId: string;
}

/** A company with one member of each role, a job owned by its recruiter, and another company. */
export async function screeningTeam(ctx: TestContext, name: string): Promise<ScreeningTeam> {
  const [owner, admin, recruiter, viewer, bystander, outsider] = await Promise.all(
    Array.from({ length: 6 }, () => createUser('corporate')),
  );
  const companyId = await insertCompany(ctx.db, name, owner.uid);
  const roles: [TestUser, TeamRole, string][] = [
    [admin, 'admin', 'Admin Ann'],
    [recruiter, 'recruiter', 'สมหญิง สรรหา'],
    [viewer, 'viewer', 'Viewer Vic'],
    [bystander, 'recruiter', 'Bystander Bob'],
  ];
  for (const [user, role, contactName] of roles)
    await ctx.db
      .insert(corporateAccount)
      .values({ uid: user.uid, companyId, email: user.email, contactName, role });
  const jobId = await insertPublishedJob(ctx.db, companyId, {
    title: 'นักพัฒนา Node.js',
    ownerUid: recruiter.uid,
  });
  const other = await insertCompany(ctx.db, `${name} (อื่น)`, outsider.uid);
  const outsiderJobId = await insertPublishedJob(ctx.db, other, { ownerUid: outsider.uid });
  return {
    companyId,
    jobId,
    members: { owner, admin, recruiter, viewer },
    bystander,
    outsider,
    outsiderJobId,
  };
}

/** A candidate who gave the personal-data consent, with a name, a phone and a headline. */
export async function applicant(
  ctx: TestContext,
  fields: Partial<typeof candidate.$inferInsert> = {},
): Promise<TestUser> {
  const u = await createUser('candidate');
  const res = await ctx.call('PUT', '/api/candidate/savePDPASection', {
    auth: u.auth,
    body: { pdpa: true, cookie: false, marketing: false },
  });
  if (res.statusCode !== 200) throw new Error(`consent failed: ${res.body}`);
  await ctx.db
    .update(candidate)
    .set({ firstName: 'ทดสอบ', lastName: 'คิวเอ', phone: '0812345678', headline: 'นักพัฒนา', ...fields })
    .where(eq(candidate.uid, u.uid));
  return u;
}
