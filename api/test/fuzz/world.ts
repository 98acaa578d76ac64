import { randomBytes } from 'node:crypto';
import { jobInput } from '../helpers/fixtures';
import { adminAuth, createUser, type TestUser } from '../helpers/users';
import { loadConfig } from '../../src/config';
import type { FuzzOperation, KnownValues } from './openapi';
import { multipartBody } from './request-kinds';
import { PDF } from '../helpers/files';
import type { FuzzRequest, Send } from './runner';

/**
 * Per-account and per-address limits lifted for an in-process run, so bad input reaches validation and the
 * handlers instead of stopping at 429 (the limits have their own tests). Set before the app is built.
 */
export function liftRateLimits(env: NodeJS.ProcessEnv = process.env): void {
  for (const name of ['CONTACT', 'COMPANY_CREATE', 'APPLICATIONS', 'CONSENT', 'UPLOADS'])
    env[`RATE_LIMIT_${name}`] = '1000000/1h';
}

/** guest: no token; wrongPool: a valid token of the project's default pool (neither tenant). */
export const ROLES = ['guest', 'candidate', 'corporate', 'wrongPool'] as const;
export type RoleName = (typeof ROLES)[number];

export interface FuzzWorld {
  auth(role: string, op: FuzzOperation): string | undefined;
  known: KnownValues;
  users: Record<Exclude<RoleName, 'guest'>, TestUser>;
}

/** A verified account of the default pool (no tenant), signed in through the emulator. */
async function createWrongPoolUser(): Promise<TestUser> {
  const id = `nopool-${randomBytes(5).toString('hex')}`;
  const email = `${id}@example.com`;
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  await adminAuth().createUser({ uid: id, email, password, emailVerified: true });
  const res = await fetch(
    `http://${loadConfig().authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`default-pool sign-in failed: ${JSON.stringify(body)}`);
  return { uid: id, email, password, pool: 'candidate', token: body.idToken, auth: `Bearer ${body.idToken}` };
}

async function call(send: Send, user: TestUser, method: string, url: string, body?: unknown) {
  const req: FuzzRequest = {
    op: 'setup',
    role: user.pool,
    template: 'setup',
    method,
    url,
    headers: {
      authorization: user.auth,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: body !== undefined ? JSON.stringify(body) : undefined,
  };
  const res = await send(req);
  const json = (res.contentType.startsWith('application/json') ? JSON.parse(res.body) : {}) as {
    data?: Record<string, unknown>;
  };
  if (res.status >= 300)
    throw new Error(`fuzz setup ${method} ${url}: ${res.status} ${res.body.slice(0, 300)}`);
  return json.data ?? {};
}

/** Operations that end an account or its sessions: each gets accounts of its own, so the others stay usable. */
export const isDestructive = (op: FuzzOperation): boolean => /deletion-request|session\/revoke/.test(op.path);

const createCompany = (send: Send, user: TestUser) =>
  call(send, user, 'POST', '/api/corporate/create', {
    uid: user.uid,
    email: user.email,
    password: user.password,
    name: `Fuzz ${user.uid}`,
    company_type_id: 1,
    contact_name: 'HR',
    phone: '0812345678',
  });

/**
 * Real accounts in the Auth emulator and real rows made through the API itself (a company with a published job,
 * a candidate with a résumé who applied to it), so valid parts of the generated requests reach real records.
 */
export async function prepareWorld(send: Send, ops: FuzzOperation[]): Promise<FuzzWorld> {
  const [candidate, corporate, wrongPool] = await Promise.all([
    createUser('candidate', { prefix: 'fuzz-cand' }),
    createUser('corporate', { prefix: 'fuzz-corp' }),
    createWrongPoolUser(),
  ]);
  const spares = new Map<string, TestUser>();
  for (const op of ops.filter(isDestructive)) {
    for (const pool of ['candidate', 'corporate'] as const) {
      const user = await createUser(pool, { prefix: 'fuzz-spare' });
      if (pool === 'corporate') await createCompany(send, user);
      spares.set(`${op.label} ${pool}`, user);
    }
  }
  await createCompany(send, corporate);
  const company = await call(send, corporate, 'GET', '/api/corporate/profile');
  const job = await call(send, corporate, 'POST', '/api/corporate/jobs', jobInput());
  await call(send, corporate, 'POST', `/api/corporate/jobs/${String(job.id)}/publish`);
  await call(send, candidate, 'PUT', '/api/candidate/profile', {
    first_name: 'Fuzz',
    last_name: 'Candidate',
  });
  await call(send, candidate, 'PUT', '/api/candidate/savePDPASection', {
    cookie: true,
    pdpa: true,
    marketing: false,
  });
  const file = await send({
    op: 'setup',
    role: 'candidate',
    template: 'setup',
    method: 'POST',
    url: '/api/candidate/files',
    headers: {
      authorization: candidate.auth,
      'content-type': 'multipart/form-data; boundary=fuzzBoundary7MA4YWxk',
    },
    payload: multipartBody([
      { name: 'kind', value: 'resume' },
      { name: 'file', content: PDF() },
    ]),
  });
  const fileId = (JSON.parse(file.body) as { data?: { id?: string } }).data?.id;
  const application = await call(send, candidate, 'POST', '/api/candidate/applications', {
    job_id: job.id,
    ...(fileId ? { resume_file_id: fileId } : {}),
  });

  const jobId = String(job.id);
  const companyId = String((company.company as { id?: string } | undefined)?.id ?? company.id ?? '');
  const applicationId = String(application.id);
  const ids = [jobId, companyId, applicationId, fileId].filter((v): v is string => Boolean(v));
  const known: KnownValues = {
    id: ids,
    jobId: [jobId],
    job_id: [jobId],
    uid: [candidate.uid],
    slug: ['fuzz-post'],
    resume_file_id: fileId ? [fileId] : [],
    'ids[]': [applicationId],
    'skills[]': ['typescript', 'nodejs'],
    src: ['/assets/logo.svg', ...(fileId ? [`/api/files/${fileId}`] : [])],
    tag: ['career'],
  };
  const users = { candidate, corporate, wrongPool };
  return {
    users,
    known,
    auth(role, op) {
      if (role === 'guest') return undefined;
      return (spares.get(`${op.label} ${role}`) ?? users[role as keyof typeof users]).auth;
    },
  };
}
