/** Sign-out revokes: POST /api/{pool}/session/revoke revokes every refresh token of the caller (all devices). */
import { forEachDriver } from './helpers/app';
import { adminAuth, createUser, tenantOf, type Pool } from './helpers/users';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

forEachDriver('sign-out revokes the refresh tokens', (ctx) => {
  it.each<Pool>(['candidate', 'corporate'])('%s: 204, and tokens issued before are revoked', async (pool) => {
    const user = await createUser(pool);
    const tenantAuth = adminAuth().tenantManager().authForTenant(tenantOf(pool));
    await expect(tenantAuth.verifyIdToken(user.token, true)).resolves.toMatchObject({ uid: user.uid });
    await pause(1100); // revocation is per second: a token of the same second stays valid

    const res = await ctx.call('POST', `/api/${pool}/session/revoke`, { auth: user.auth });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const account = await tenantAuth.getUser(user.uid);
    expect(Date.parse(account.tokensValidAfterTime ?? '')).toBeGreaterThan(Date.now() - 5000);
    await expect(tenantAuth.verifyIdToken(user.token, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
  });

  it('a guest gets 401 and the other pool 403', async () => {
    const employer = await createUser('corporate');
    expect((await ctx.call('POST', '/api/candidate/session/revoke')).statusCode).toBe(401);
    const wrong = await ctx.call('POST', '/api/candidate/session/revoke', { auth: employer.auth });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('WRONG_ROLE');
  });
});
