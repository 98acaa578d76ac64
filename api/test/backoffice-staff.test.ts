/**
 * The staff identity of the back office: the `npm run staff` command against the Auth emulator (grant, list,
 * revoke signs out), the second-factor rule, and the append-only audit.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { runStaffCli } from '../src/cli/staff';
import { loadConfig } from '../src/config';
import { audit } from '../src/services/backoffice/audit';
import { StaffAccounts } from '../src/services/backoffice/staff-accounts';
import { forEachDriver } from './helpers/app';
import { adminAuth, createStaff, signIn } from './helpers/users';

const config = loadConfig();

forEachDriver('staff identity', (ctx) => {
  const accounts = new StaffAccounts(adminAuth(), config.tenantStaff);
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runStaffCli(accounts, argv, (l) => lines.push(l));
    return { code, out: lines.join('\n') };
  };

  it('grants roles to a new e-mail (with a password link), lists them, and a revoke ends the session', async () => {
    const email = `ops-${randomBytes(4).toString('hex')}@example.com`;
    const granted = await run('grant', email, 'moderator');
    expect(granted.code).toBe(0);
    expect(granted.out).toContain(`${email}: moderator`);
    expect(granted.out).toMatch(/oobCode=|mode=resetPassword/);
    expect((await run('grant', email, 'editor')).out).toContain('moderator, editor');
    expect((await run('list')).out).toContain(`${email}\tmoderator,editor`);

    // The person set a password (the link) and signs in: the token carries both roles.
    const account = (await accounts.find(email))!;
    const tenantAuth = adminAuth().tenantManager().authForTenant(config.tenantStaff);
    await tenantAuth.updateUser(account.uid, { password: 'Pw-staff-123', emailVerified: true });
    const token = await signIn(email, 'Pw-staff-123', config.tenantStaff);
    const me = await ctx.call('GET', '/api/backoffice/me', { auth: `Bearer ${token}` });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual({ uid: account.uid, email, roles: ['moderator', 'editor'] });

    await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation is kept to the second
    const revoked = await run('revoke', email, 'all');
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain('signed out on every device');
    const after = await ctx.call('GET', '/api/backoffice/me', { auth: `Bearer ${token}` });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('TOKEN_REVOKED');
    // Signing in again gives a token without roles: still no access.
    const fresh = await signIn(email, 'Pw-staff-123', config.tenantStaff);
    const again = await ctx.call('GET', '/api/backoffice/me', { auth: `Bearer ${fresh}` });
    expect(again.json().error.code).toBe('STAFF_ROLE_REQUIRED');
  });

  it('refuses unknown roles and e-mails with the usage, and says when there is no such account', async () => {
    expect((await run('grant', 'someone@example.com', 'superuser')).code).toBe(2);
    expect((await run('grant', 'not-an-email', 'admin')).code).toBe(2);
    expect((await run('dance')).code).toBe(2);
    const missing = await run('revoke', `nobody-${randomBytes(3).toString('hex')}@example.com`, 'admin');
    expect(missing).toEqual({ code: 1, out: expect.stringContaining('no staff account') });
  });

  it('with the second factor required, a staff token signed in with a password only is refused', async () => {
    const app = await buildApp({
      db: ctx.db,
      cacheTtlMs: 0,
      logger: false,
      config: { staffRequireMfa: true },
    });
    try {
      const member = await createStaff(['admin']);
      const res = await app.inject({
        method: 'GET',
        url: '/api/backoffice/me',
        headers: { authorization: member.auth },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('MFA_REQUIRED');
    } finally {
      await app.close();
    }
  });

  it('keeps the audit append-only and shows it to admins, filtered', async () => {
    const admin = await createStaff(['admin']);
    const staff = { uid: admin.uid, email: admin.email, roles: ['admin' as const] };
    const target = randomBytes(4).toString('hex');
    await audit(ctx.db, staff, {
      action: 'test.poke',
      targetKind: 'test',
      targetId: target,
      before: { a: 1 },
      after: { a: 2 },
      reason: 'because',
    });
    await expect(
      ctx.db.execute(sql`update staff_audit set reason = 'rewritten' where target_id = ${target}`),
    ).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from staff_audit where target_id = ${target}`)).rejects.toThrow();

    const page = await ctx.call('GET', `/api/backoffice/audit?target_id=${target}`, { auth: admin.auth });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.items).toEqual([
      expect.objectContaining({
        actor_uid: admin.uid,
        actor_email: admin.email,
        action: 'test.poke',
        before: { a: 1 },
        after: { a: 2 },
        reason: 'because',
      }),
    ]);
    const byAction = await ctx.call('GET', `/api/backoffice/audit?action=test.&actor=${admin.email}`, {
      auth: admin.auth,
    });
    expect(byAction.json().data.items.map((i: { target_id: string }) => i.target_id)).toContain(target);
    const bad = await ctx.call('GET', '/api/backoffice/audit?from=yesterday', { auth: admin.auth });
    expect(bad.statusCode).toBe(400);
  });
});
