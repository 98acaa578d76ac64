import { expect, test } from '@playwright/test';
import { DEMO } from '../support/api';
import { EMULATOR, TENANTS } from '../support/emulator';
import { loginAs } from '../support/login';

/**
 * What an attacker who reaches the portal's address tries first: the Auth emulator's admin calls. The same calls
 * straight to the emulator (a developer's loopback port) show what would leak.
 */
const PROJECT = process.env.FIREBASE_PROJECT_ID ?? 'demo-jobportal';
const QUERY = `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/tenants/${TENANTS.candidate}/accounts:query`;

test('the portal refuses the emulator admin API and its code look-ups', async ({ request }) => {
  const direct = await fetch(`${EMULATOR}${QUERY}`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: '{"returnUserInfo":true}',
  });
  expect(direct.status).toBe(200);
  expect(JSON.stringify(await direct.json())).toContain(DEMO.candidate.email);

  const viaPortal = await request.post(QUERY, {
    headers: { authorization: 'Bearer owner' },
    data: { returnUserInfo: true },
  });
  expect(viaPortal.status()).toBe(403);
  expect(await viaPortal.text()).not.toContain(DEMO.candidate.email);

  const lookup = await request.post('/identitytoolkit.googleapis.com/v1/accounts:lookup', {
    headers: { authorization: 'Bearer owner' },
    data: { email: [DEMO.candidate.email], tenantId: TENANTS.candidate },
  });
  expect(lookup.status()).toBe(403);

  const codes = await request.get(`/emulator/v1/projects/${PROJECT}/tenants/${TENANTS.candidate}/oobCodes`);
  expect(codes.status()).toBe(403);
});

test('a signed-in browser sends the API its ID token only, never the refresh token', async ({ page }) => {
  const apiHeaders: Record<string, string>[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/') && req.headers().authorization)
      apiHeaders.push(req.headers());
  });
  await loginAs(page, 'candidate');
  await page.goto('/candidate/profile');
  await expect.poll(() => apiHeaders.length).toBeGreaterThan(0);
  for (const headers of apiHeaders) {
    expect(headers.authorization).toMatch(/^Bearer /);
    expect(headers).not.toHaveProperty('x-refresh-token');
  }
});
