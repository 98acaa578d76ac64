import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/types';
import { queryRows } from '../../src/db/sql';
import { pdpaJobHandlers } from '../../src/services/pdpa/jobs';
import type { IdentityPools } from '../../src/services/pdpa/erasure';
import { PDF, upload } from './files';
import type { TestContext } from './app';
import { adminAuth, tenantOf, type TestUser } from './users';

export function testPools(): IdentityPools {
  return {
    auth: adminAuth(),
    tenants: { candidate: tenantOf('candidate'), corporate: tenantOf('corporate') },
  };
}

export const handlers = (db: Db) => pdpaJobHandlers(db, testPools());

/** Every table of the public schema. */
export async function allTables(db: Db): Promise<string[]> {
  const rows = await queryRows<{ t: string }>(
    db,
    sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.t);
}

/** Table -> number of its rows whose text (every column) contains one of the needles, case-insensitively. */
export async function rowsMentioning(db: Db, needles: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of await allTables(db)) {
    const conds = sql.join(
      needles.map((n) => sql`x::text ilike ${'%' + n + '%'}`),
      sql` or `,
    );
    const [r] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from ${sql.identifier(t)} x where ${conds}`,
    );
    if (Number(r.n) > 0) out[t] = Number(r.n);
  }
  return out;
}

/**
 * A candidate with every kind of data: profile, consents (history), résumé, an application the company moved on
 * and wrote a note on, a favourite, a job view, a profile view, activities, a contact message, an export.
 */
export async function fullCandidate(
  ctx: TestContext,
  cand: TestUser,
  hr: TestUser,
  jobId: string,
): Promise<{ appId: string; resumeId: string }> {
  await ctx.call('PUT', '/api/candidate/profile', {
    auth: cand.auth,
    body: {
      first_name: 'ลบได้',
      last_name: 'จริงจัง',
      phone: '0822222222',
      about: 'Personal story',
      skills: [{ slug: 'react', level: 'expert' }],
      visible_to_employers: true,
    },
  });
  await ctx.call('PUT', '/api/candidate/savePDPASection', {
    auth: cand.auth,
    body: { pdpa: true, cookie: true, marketing: true },
  });
  const cv = await upload(ctx, '/api/candidate/files', cand.auth, [
    { name: 'set_as_profile_resume', value: 'true' },
    { name: 'file', filename: 'cv.pdf', content: PDF(), type: 'application/pdf' },
  ]);
  const resumeId = cv.json().data.id as string;
  const applied = await ctx.call('POST', '/api/candidate/applications', {
    auth: cand.auth,
    body: { job_id: jobId, resume_file_id: resumeId, cover_letter: `Hello, mail me at ${cand.email}` },
  });
  if (applied.statusCode !== 201) throw new Error(applied.body);
  const appId = applied.json().data.id as string;
  await ctx.call('POST', `/api/corporate/applications/${appId}/status`, {
    auth: hr.auth,
    body: { status: 'interview' },
  });
  await ctx.call('POST', `/api/corporate/applications/${appId}/notes`, {
    auth: hr.auth,
    body: { body: 'Strong candidate, call 0822222222' },
  });
  await ctx.call('POST', `/api/candidate/job/favJob/${jobId}`, { auth: cand.auth });
  await ctx.call('GET', `/api/jobs/${jobId}`, { auth: cand.auth });
  await ctx.call('GET', `/api/corporate/candidates/${cand.uid}`, { auth: hr.auth });
  await ctx.call('POST', '/api/contact', {
    body: { name: 'ลบได้ จริงจัง', email: cand.email, topic: 'general', message: 'A question from me' },
  });
  return { appId, resumeId };
}
