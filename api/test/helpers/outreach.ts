import type { TeamRole } from '@jobportal/contracts';
import { corporateAccount } from '../../src/db/schema';
import type { TestContext } from './app';
import { insertCompany, insertPublishedJob } from './fixtures';
import { createUser, type TestUser } from './users';

export type Team = Record<TeamRole, TestUser> & { companyId: string };

/**
 * A company with one member of each role (owner, admin, recruiter, viewer) and its own published job owned by
 * the recruiter, plus the other company's owner: the callers of the role x company checks.
 */
export async function teamWithJob(
  ctx: TestContext,
  name: string,
): Promise<{ team: Team; jobId: string; outsider: TestUser; outsiderJobId: string }> {
  const [owner, admin, recruiter, viewer, outsider] = await Promise.all([
    createUser('corporate'),
    createUser('corporate'),
    createUser('corporate'),
    createUser('corporate'),
    createUser('corporate'),
  ]);
  const companyId = await insertCompany(ctx.db, name, owner.uid);
  const names: Record<Exclude<TeamRole, 'owner'>, string> = {
    admin: 'Admin Ann',
    recruiter: 'สมหญิง สรรหา',
    viewer: 'Viewer Vic',
  };
  for (const [role, user] of [
    ['admin', admin],
    ['recruiter', recruiter],
    ['viewer', viewer],
  ] as const)
    await ctx.db
      .insert(corporateAccount)
      .values({ uid: user.uid, companyId, email: user.email, contactName: names[role], role });
  const jobId = await insertPublishedJob(ctx.db, companyId, {
    title: 'นักพัฒนา Node.js',
    ownerUid: recruiter.uid,
  });
  const otherCompany = await insertCompany(ctx.db, `${name} (อื่น)`, outsider.uid);
  const outsiderJobId = await insertPublishedJob(ctx.db, otherCompany, { ownerUid: outsider.uid });
  return { team: { owner, admin, recruiter, viewer, companyId }, jobId, outsider, outsiderJobId };
}

/** A candidate who consented, filled a name and (by default) lets employers find them. */
export async function consentingCandidate(
  ctx: TestContext,
  opts: { first?: string; last?: string; visible?: boolean; locale?: 'th' | 'en' } = {},
): Promise<TestUser> {
  const u = await createUser('candidate');
  await ctx.call('PUT', '/api/candidate/savePDPASection', {
    auth: u.auth,
    body: { pdpa: true, cookie: false, marketing: false },
  });
  const res = await ctx.call('PUT', '/api/candidate/profile', {
    auth: u.auth,
    body: {
      first_name: opts.first ?? 'สมชาย',
      last_name: opts.last ?? 'ใจดี',
      visible_to_employers: opts.visible ?? true,
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  if (opts.locale)
    await ctx.call('PUT', '/api/candidate/notification-preferences', {
      auth: u.auth,
      body: { locale: opts.locale },
    });
  return u;
}

/** The candidate applies to the job; returns the application id. */
export async function applyTo(ctx: TestContext, who: TestUser, jobId: string): Promise<string> {
  const res = await ctx.call('POST', '/api/candidate/applications', {
    auth: who.auth,
    body: { job_id: jobId },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data.id as string;
}
