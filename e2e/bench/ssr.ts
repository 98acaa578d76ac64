/**
 * Server-written pages benchmark: `npm run bench:ssr` (issue 18: job pages at 100,000 jobs, 20 connections,
 * >= 200 pages/s and p95 <= 100 ms on 2 cores).
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/jp_bench) must hold the jobs: fill it with
 * `BENCH_JOBS=100000 npm run bench:search` (same default database). The built API (api/dist/server.cjs) and the built
 * gateway (tools/gateway/dist/main.mjs) — the files `npm start` and the production images run — are started on free
 * loopback ports (built first through Nx, cached), RUN_MODE=production for the gateway (indexable heads).
 * Phases, each BENCH_CONNECTIONS (20) keep-alive connections:
 * - cold: BENCH_PAGES (2,000) distinct job pages asked once each (every page unseen by the gateway: API read + head);
 * - popular: the same pages with a Zipf-like popularity (rank r asked in proportion to 1/r) for BENCH_SECONDS (10) s,
 *   Thai and English (?lang=en) mixed, a page a crawler or a LINE preview asks again;
 * - at the budget's rate: BENCH_RATE (200) pages/s for BENCH_SECONDS, sent on schedule (an open loop over the same
 *   connections: a page waits for a free one) and timed from when it was due, so a slow answer cannot hold back the
 *   pages after it (no coordinated omission): distinct unseen job pages, then the popular mix. The closed phases above
 *   show what the machine can do at most; these show the latency at the throughput the budget names;
 * - unknown: ids that do not exist (404 pages);
 * - ceiling: /robots.txt on the same gateway (no API, no page).
 * Each phase also says the CPU time per page of the gateway (its render worker included) and of the API.
 * BENCH_ENCODING=br (or gzip) asks for compressed answers, as browsers, crawlers and link previews do, and inflates
 * them for the checks on zlib's threads. A page's latency is up to the last byte of its answer (before inflating).
 * BENCH_GATEWAY=tools/gateway/dist-base/main.mjs runs another build of the gateway (a baseline, interleaved);
 * BENCH_API=api/dist-base/server.cjs another build of the API (built as api/dist is: `npx tsx
 * ../deploy/build/bundle-server.ts src/server.ts dist-base/server.cjs cjs` in api/ of the baseline checkout).
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the API and of the gateway into <dir>.
 * Every answer is checked: 200 with the job title in <h1> and og:title (404 for the unknown ids), rendered on the
 * server by mf-candidate's job page (the containers are built and published into the bench's own registry).
 * BENCH_SERVER_RENDER=off asks for the browser-rendered document (server-written head and content only): the
 * baseline before server rendering.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { Client } from 'pg';

const ROOT = path.resolve(__dirname, '../..');
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/jp_bench';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = Number(process.env.BENCH_PAGES ?? 2_000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SERVER_RENDER = process.env.BENCH_SERVER_RENDER !== 'off';
/** Another build of the gateway as the baseline on the same machine, e.g. the previous commit's bundled into
 * tools/gateway/dist-base/main.mjs (three levels below the root, as dist/main.mjs, so that it finds the shell). */
const GATEWAY = process.env.BENCH_GATEWAY ?? 'tools/gateway/dist/main.mjs';
/** Another build of the API as the baseline, as BENCH_GATEWAY (api/dist-base/server.cjs, beside api/dist). */
const API = process.env.BENCH_API ?? 'api/dist/server.cjs';
/** BENCH_ENCODING=br asks as browsers and crawlers do (`accept-encoding: gzip, deflate, br`); default: uncompressed. */
const ACCEPT_ENCODINGS: Record<string, string | undefined> = {
  br: 'gzip, deflate, br',
  gzip: 'gzip, deflate',
};
const ACCEPT_ENCODING = ACCEPT_ENCODINGS[process.env.BENCH_ENCODING ?? ''];
const CONTAINERS = ['shell', 'mf-shared-ui', 'mf-auth', 'mf-public', 'mf-candidate', 'mf-corporate'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 180_000) throw new Error(`${name} did not answer ${url} within 180 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function start(name: string, file: string, env: NodeJS.ProcessEnv): ChildProcess {
  // BENCH_CPU_PROF=<dir>: the API and the gateway write a V8 CPU profile there when they stop
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const child = spawn(process.execPath, [...prof, file], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code && !signal) console.error(`${name} exited with ${code}`);
  });
  return child;
}

/** CPU seconds (user + system) of a process, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU milliseconds per page (user + system, every thread: the gateway's includes its render worker) the gateway and
 * the API spent since the previous call: a phase's cost. On a shared machine a steadier figure than the latencies,
 * which the machine's other work moves; PostgreSQL's own processes are not counted.
 */
function cpuPerPage(gateway: number, api: number) {
  let before = [cpuSeconds(gateway), cpuSeconds(api)];
  return (pages: number): [number, number] => {
    const now = [cpuSeconds(gateway), cpuSeconds(api)];
    const spent = now.map((seconds, k) => (1000 * (seconds - before[k])) / Math.max(pages, 1));
    before = now;
    return [spent[0], spent[1]];
  };
}

async function untilIdle(pid: number): Promise<void> {
  const started = Date.now();
  let before = cpuSeconds(pid);
  while (Date.now() - started < 300_000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(pid);
    if (now - before < 0.1) return;
    before = now;
  }
  throw new Error('the API was still busy 300 s after it started');
}

interface Sample {
  ids: string[];
  titles: Map<string, string>;
}

async function sampleJobs(): Promise<Sample & { total: number }> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const total = Number(
      (await client.query<{ n: string }>(`select count(*) as n from job where status = 'published'`)).rows[0]
        .n,
    );
    const { rows } = await client.query<{ id: string; title: string }>(
      `select id, title from job where status = 'published'
         and (valid_through is null or valid_through >= current_date) order by random() limit $1`,
      [PAGES + RATE * SECONDS],
    );
    return { total, ids: rows.map((r) => r.id), titles: new Map(rows.map((r) => [r.id, r.title])) };
  } finally {
    await client.end();
  }
}

interface Result {
  requests: number;
  seconds: number;
  latencies: number[];
  bad: number;
  /** Answers rendered on the server (the others: the browser-rendered document with the server's head). */
  rendered: number;
  /** Latencies of the answers rendered on the server. */
  renderedLatencies: number[];
}

/** The server-rendered app's marker in a document (the shell's RemotePage around a remote's page). */
const RENDERED = ' data-remote="';

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** An answer: its status, its text (inflated when it came compressed) and when its last byte arrived. */
interface Answer {
  status: number;
  body: string;
  at: number;
}

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

/** On zlib's threads: the load generator's main thread goes on sending and receiving meanwhile. */
const inflate = (sent: Buffer, encoding: string | undefined): Promise<Buffer> =>
  encoding === 'br' ? brotliDecompress(sent) : encoding === 'gzip' ? gunzip(sent) : Promise.resolve(sent);

function get(port: number, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({
      host: '127.0.0.1',
      port,
      path: urlPath,
      agent,
      headers: {
        'accept-language': 'th',
        ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
        ...(SERVER_RENDER ? {} : { 'x-prerender': 'off' }),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        // The page's time is up to its last byte, as a client on another machine waits for it; inflating it for
        // the checks is the load generator's work (a browser inflates on its own machine).
        const at = performance.now();
        inflate(Buffer.concat(chunks), res.headers['content-encoding']).then(
          (bytes) => resolve({ status: res.statusCode ?? 0, body: bytes.toString('utf8'), at }),
          reject,
        );
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

type Check = (path: string, status: number, body: string) => boolean;

/** The answers of one phase: each recorded with the time it took from `since`. */
function tally(check: Check) {
  const began = performance.now();
  const latencies: number[] = [];
  const renderedLatencies: number[] = [];
  let bad = 0;
  return {
    record(urlPath: string, since: number, { status, body, at }: Answer) {
      const latency = at - since;
      latencies.push(latency);
      if (!check(urlPath, status, body)) bad += 1;
      if (body.includes(RENDERED)) renderedLatencies.push(latency);
    },
    result: (): Result => ({
      requests: latencies.length,
      seconds: (performance.now() - began) / 1000,
      latencies,
      bad,
      rendered: renderedLatencies.length,
      renderedLatencies,
    }),
  };
}

/** `next()` gives the next path (or null when done); `check` says whether an answer is right. */
async function load(
  port: number,
  next: () => string | null,
  check: Check,
  seconds = Infinity,
): Promise<Result> {
  const answers = tally(check);
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (;;) {
        if (performance.now() > until) return;
        const urlPath = next();
        if (urlPath === null) return;
        const sent = performance.now();
        answers.record(urlPath, sent, await get(port, urlPath));
      }
    }),
  );
  return answers.result();
}

/**
 * `rate` pages per second for `seconds`, each sent when it is due whether or not the earlier ones have been answered
 * (the agent queues it until one of the CONNECTIONS is free); its latency counts from when it was due.
 */
async function loadAtRate(
  port: number,
  next: () => string | null,
  check: Check,
  rate: number,
  seconds: number,
): Promise<Result> {
  const answers = tally(check);
  const began = performance.now();
  const pending: Promise<void>[] = [];
  for (let k = 0; k < Math.floor(rate * seconds); k++) {
    const due = began + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const urlPath = next();
    if (urlPath === null) break;
    pending.push(get(port, urlPath).then((answer) => answers.record(urlPath, due, answer)));
  }
  await Promise.all(pending);
  return answers.result();
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function line(name: string, r: Result, [gatewayCpu, apiCpu]: [number, number]): string {
  const rate = r.requests / r.seconds;
  const share = r.requests ? Math.round((100 * r.rendered) / r.requests) : 0;
  return `| ${name.padEnd(24)} | ${String(r.requests).padStart(7)} | ${rate.toFixed(0).padStart(7)} pages/s | ${percentile(r.latencies, 50).toFixed(1).padStart(6)} ms | ${percentile(r.latencies, 95).toFixed(1).padStart(6)} ms | ${String(r.bad).padStart(4)} | ${String(share).padStart(3)} % | ${percentile(r.renderedLatencies, 50).toFixed(1).padStart(6)} / ${percentile(r.renderedLatencies, 95).toFixed(1).padStart(6)} ms | ${gatewayCpu.toFixed(2).padStart(5)} / ${apiCpu.toFixed(2).padStart(5)} ms |`;
}

const htmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function main() {
  const sample = await sampleJobs();
  if (sample.ids.length < Math.min(PAGES, 100))
    throw new Error(
      `${DATABASE_URL} holds ${sample.total} published jobs: fill it with npm run bench:search first`,
    );
  console.log(
    `${sample.total} published jobs in the database; ${sample.ids.length} pages sampled; ${SERVER_RENDER ? 'rendered on the server' : 'server-written head and content only (BENCH_SERVER_RENDER=off)'}; accept-encoding: ${ACCEPT_ENCODING ?? 'none'}; gateway ${GATEWAY}; API ${API}`,
  );

  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', '@jobportal/gateway', ...CONTAINERS], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const apiPort = await freePort();
  const gatewayPort = await freePort();
  const registryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-registry-'));
  for (const folder of CONTAINERS.filter((c) => c !== 'shell'))
    execFileSync('node', ['--import', 'tsx', 'tools/remotes/src/cli.ts', 'publish', folder, '--no-build'], {
      cwd: ROOT,
      env: { ...process.env, REGISTRY_DIR: registryDir },
      stdio: 'ignore',
    });
  const base: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete base.FIREBASE_AUTH_EMULATOR_HOST;
  const children: ChildProcess[] = [];
  try {
    const api = start('API', API, { ...base, DATABASE_URL, PORT: String(apiPort) });
    children.push(api);
    const apiStarted = Date.now();
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`, api, 'API');
    // A search waits for the search index; then the API's start-up work (indexes built in the background) must be
    // over, or it competes with the pages measured: wait until its CPU use is below 10 % for a second.
    await fetch(`http://127.0.0.1:${apiPort}/api/jobs/search?main_input=react`);
    await untilIdle(api.pid as number);
    console.log(`API ready and idle in ${((Date.now() - apiStarted) / 1000).toFixed(1)} s`);
    const gateway = start('gateway', GATEWAY, {
      ...base,
      PORT: String(gatewayPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      RUN_MODE: 'production',
      PUBLIC_BASE_URL: 'https://jobportal.example',
      REGISTRY_DIR: registryDir,
    });
    children.push(gateway);
    await waitFor(`http://127.0.0.1:${gatewayPort}/robots.txt`, gateway, 'gateway');

    const idOf = (urlPath: string) => urlPath.split('/').pop()!.split('?')[0];
    const isJobPage = (urlPath: string, status: number, body: string) => {
      const title = htmlEscape(sample.titles.get(idOf(urlPath)) ?? '\u0000');
      // A page rendered on the server must be mf-candidate's job page; under load the gateway may send the
      // browser-rendered document with its server-written head and content instead (counted apart).
      const rightPage =
        !body.includes(RENDERED) || body.includes('data-remote="mf_candidate" data-page="JobDetail"');
      return (
        status === 200 &&
        rightPage &&
        body.includes('og:title') &&
        /<h1[^>]*>/.test(body) &&
        body.includes(title)
      );
    };
    console.log(
      `\n| phase                    | pages   | throughput    | median    | p95       | bad  | server-rendered | rendered: median / p95 | CPU/page: gateway / API |\n|--------------------------|---------|---------------|-----------|-----------|------|-----------------|------------------------|-------------------------|`,
    );
    const phaseCpu = cpuPerPage(gateway.pid as number, api.pid as number);
    let i = 0;
    const coldIds = sample.ids.slice(0, PAGES);
    const cold = await load(
      gatewayPort,
      () => (i < coldIds.length ? `/candidate/jobs/${coldIds[i++]}` : null),
      isJobPage,
    );
    console.log(line(`cold (${coldIds.length} distinct)`, cold, phaseCpu(cold.requests)));
    const unseenIds = sample.ids.slice(PAGES);
    let u = 0;
    const coldAtRate = await loadAtRate(
      gatewayPort,
      () => (u < unseenIds.length ? `/candidate/jobs/${unseenIds[u++]}` : null),
      isJobPage,
      RATE,
      SECONDS,
    );
    console.log(line(`cold at ${RATE}/s`, coldAtRate, phaseCpu(coldAtRate.requests)));

    // Zipf-like popularity: rank r in proportion to 1/r, one in four in English.
    const weights = coldIds.map((_, r) => 1 / (r + 1));
    const cumulative: number[] = [];
    weights.reduce((sum, w, k) => (cumulative[k] = sum + w), 0);
    const totalWeight = cumulative[cumulative.length - 1];
    const pick = () => {
      const x = Math.random() * totalWeight;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid] < x) lo = mid + 1;
        else hi = mid;
      }
      return `/candidate/jobs/${coldIds[lo]}${Math.random() < 0.25 ? '?lang=en' : ''}`;
    };
    const popular = await load(gatewayPort, pick, isJobPage, SECONDS);
    console.log(line('popular (Zipf)', popular, phaseCpu(popular.requests)));
    const popularAtRate = await loadAtRate(gatewayPort, pick, isJobPage, RATE, SECONDS);
    console.log(line(`popular at ${RATE}/s`, popularAtRate, phaseCpu(popularAtRate.requests)));

    const unknown = await load(
      gatewayPort,
      () =>
        `/candidate/jobs/00000000-0000-4000-8000-${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`,
      (_p, status) => status === 404,
      Math.min(SECONDS, 5),
    );
    console.log(line('unknown job (404)', unknown, phaseCpu(unknown.requests)));
    const ceiling = await load(
      gatewayPort,
      () => '/robots.txt',
      (_p, status) => status === 200,
      Math.min(SECONDS, 5),
    );
    console.log(line('ceiling: /robots.txt', ceiling, phaseCpu(ceiling.requests)));
    console.log(
      `\nload average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    if (cold.bad + coldAtRate.bad + popular.bad + popularAtRate.bad + unknown.bad > 0) process.exitCode = 1;
  } finally {
    for (const child of children) child.kill();
    agent.destroy();
    fs.rmSync(registryDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
