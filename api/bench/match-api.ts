/**
 * AI matching through the real HTTP API: p50/p95 of GET /api/candidate/ai/matches (top 20) for a candidate
 * profile, against an API already running on API_URL (default http://127.0.0.1:3000) whose database holds the
 * benchmark data (e.g. DATABASE_URL=.../jp_bench after `npm run bench:search`), with the Auth emulator for the token.
 * Also prints the API process RSS when API_PID is given. Bounded: REQUESTS requests (default 200), loopback only.
 *   npm run bench:match-api -w @jobportal/api
 */
import fs from 'node:fs';

const API = process.env.API_URL ?? 'http://127.0.0.1:3000';
const EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const TENANT = process.env.FIREBASE_TENANT_CANDIDATE ?? 'candidate-pool';
const REQUESTS = Number(process.env.REQUESTS ?? 200);

const PROFILES = [
  { headline: 'Senior Backend Engineer', skills: ['go', 'postgresql', 'docker', 'kubernetes'], years: 6 },
  { headline: 'นักพัฒนาฟรอนต์เอนด์', skills: ['react', 'typescript', 'javascript', 'css'], years: 3 },
  { headline: 'Data Engineer', skills: ['python', 'sql', 'spark', 'airflow'], years: 4 },
  { headline: 'โปรแกรมเมอร์ PHP', skills: ['php', 'laravel', 'mysql'], years: 2 },
];

async function token(): Promise<string> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'candidate1@demo.jobportal.test',
        password: 'Demo1234!',
        returnSecureToken: true,
        tenantId: TENANT,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken)
    throw new Error('demo candidate sign-in failed (is the emulator up and the API started once?)');
  return body.idToken;
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];

async function main() {
  const auth = { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' };
  await fetch(`${API}/api/candidate/getProfile`, { headers: auth });
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    if (i % 50 === 0) {
      const p = PROFILES[(i / 50) % PROFILES.length];
      const put = await fetch(`${API}/api/candidate/profile`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({
          headline: p.headline,
          years_experience: p.years,
          skills: p.skills.map((slug) => ({ slug, level: 'advanced' })),
        }),
      });
      if (!put.ok) throw new Error(`profile update ${put.status}: ${await put.text()}`);
      await fetch(`${API}/api/candidate/ai/matches?limit=20`, { headers: auth }); // first call after a change
    }
    const started = performance.now();
    const response = await fetch(`${API}/api/candidate/ai/matches?limit=20`, { headers: auth });
    const body = (await response.json()) as { data?: unknown[] };
    times.push(performance.now() - started);
    if (!response.ok || !body.data?.length) throw new Error(`matches ${response.status}`);
  }
  let rss = '';
  if (process.env.API_PID) {
    const status = fs.readFileSync(`/proc/${process.env.API_PID}/status`, 'utf8');
    rss = `  API RSS ${Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024)} MB`;
  }
  console.log(
    `GET /api/candidate/ai/matches (top 20) x${REQUESTS}: p50 ${quantile(times, 0.5).toFixed(1)} ms  p95 ${quantile(times, 0.95).toFixed(1)} ms  max ${Math.max(...times).toFixed(1)} ms${rss}`,
  );
}

void main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
