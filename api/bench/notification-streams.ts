/**
 * The cost of idle live-notification streams (issue 44): starts the API (src/server.ts, one process, LOG_LEVEL=warn)
 * on a fresh PostgreSQL database, opens 0, 500 and 1000 streams (GET /api/candidate/notifications/stream, the demo
 * candidate's token) and reports, for each level, the API process's resident memory and its CPU time over an idle
 * window (heartbeats only), then the time for one change (a NOTIFY) to reach every open stream.
 * Loopback only; the database is dropped at the end.
 *   npm run bench:streams                       (the Auth emulator of FIREBASE_AUTH_EMULATOR_HOST, started if absent)
 *   LEVELS=0,500,1000,2000 IDLE_SECONDS=60 npm run bench:streams
 * Every stream is the same account (per-account limit raised for the bench): a change reaches all of them at once,
 * the worst case of the fan-out (one count query shared by them, see routes/notification-stream.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { emulatorAnswers, startEmulator, stopEmulator } from '../test/setup/emulator';

const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR;
const PG_BASE = process.env.BENCH_PG_URL ?? `postgres://${process.env.PGUSER ?? 'postgres'}@127.0.0.1:5432`;
const LEVELS = (process.env.LEVELS ?? '0,500,1000').split(',').map(Number);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 30);
const TENANT = process.env.FIREBASE_TENANT_CANDIDATE ?? 'candidate-pool';
const API_DIR = path.resolve(__dirname, '..');
const TICKS = 100; // USER_HZ of /proc/<pid>/stat on Linux

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((r) => server.close(r));
  return port;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The API's heap after a full collection (bench/memory-probe.cjs), in MB. */
async function heapMb(pid: number, file: string): Promise<number> {
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 200 && !fs.existsSync(file); i++) await sleep(25);
  await sleep(50);
  const usage = JSON.parse(fs.readFileSync(file, 'utf8')) as { heapUsed: number; external: number };
  return (usage.heapUsed + usage.external) / 1024 / 1024;
}

function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS; // utime + stime
}

async function token(): Promise<string> {
  const res = await fetch(
    `http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
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
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`demo candidate sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

interface Stream {
  req: http.ClientRequest;
  counts: number;
}

function openStream(base: string, auth: string, agent: http.Agent): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { req: null as unknown as http.ClientRequest, counts: 0 };
    stream.req = http.get(
      `${base}/api/candidate/notifications/stream`,
      { headers: { authorization: auth }, agent },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const n = chunk.split('event: count').length - 1;
          if (n > 0 && stream.counts === 0) resolve(stream);
          stream.counts += n;
        });
        res.on('error', () => undefined);
      },
    );
    stream.req.on('error', reject);
  });
}

async function main(): Promise<void> {
  let emulator: ChildProcess | null = null;
  if (!(await emulatorAnswers())) emulator = await startEmulator();
  const dbName = `jp_bench_streams_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const port = await freePort();
  const max = Math.max(...LEVELS);
  const probe = path.join(os.tmpdir(), `${dbName}.memory.json`);
  const api = spawn(
    process.execPath,
    ['--expose-gc', '--require', './bench/memory-probe.cjs', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        DATABASE_URL: `${PG_BASE}/${dbName}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        API_WORKERS: '1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        NOTIFICATION_STREAMS_PER_USER: String(max + 10),
        NOTIFICATION_STREAMS_MAX: String(max + 10),
        MEMORY_PROBE_FILE: probe,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streams: Stream[] = [];
  try {
    let out = '';
    api.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    for (let i = 0; !out.includes('API listening'); i++) {
      if (api.exitCode !== null || i > 240) throw new Error(`API did not start:\n${out}`);
      await sleep(500);
    }
    const pid = api.pid!;
    const auth = `Bearer ${await token()}`;
    // warm up: the routes, the token verification, the LISTEN connection
    for (let i = 0; i < 5; i++) {
      const s = await openStream(base, auth, agent);
      s.req.destroy();
    }
    await sleep(1000);
    const listener = new Client({ connectionString: `${PG_BASE}/${dbName}` });
    await listener.connect();
    const uid = (JSON.parse(Buffer.from(auth.split('.')[1], 'base64url').toString()) as { sub: string }).sub;

    console.log(
      `Idle notification streams, API pid ${pid} (Node ${process.version}), idle window ${IDLE_SECONDS} s, heartbeat 25 s`,
    );
    console.log('streams  heap+ext MB  +KB/stream  RSS MB  +KB/stream  CPU % (idle)  open time  push to all');
    let baseRss = 0;
    let baseHeap = 0;
    for (const level of LEVELS) {
      const opening = performance.now();
      while (streams.length < level) {
        const batch = Math.min(50, level - streams.length);
        streams.push(
          ...(await Promise.all(Array.from({ length: batch }, () => openStream(base, auth, agent)))),
        );
      }
      while (streams.length > level) streams.pop()!.req.destroy();
      const openMs = performance.now() - opening;
      await sleep(3000); // settle
      const cpu0 = cpuSeconds(pid);
      await sleep(IDLE_SECONDS * 1000);
      const cpu = ((cpuSeconds(pid) - cpu0) / IDLE_SECONDS) * 100;
      const rss = rssMb(pid);
      const heap = await heapMb(pid, probe);
      if (level === 0) {
        baseRss = rss;
        baseHeap = heap;
      }
      let push = '-';
      if (level > 0) {
        const before = streams.map((s) => s.counts);
        const t = performance.now();
        await listener.query(`select pg_notify('notification_change', $1)`, [`candidate:${uid}`]);
        while (streams.some((s, i) => s.counts === before[i])) {
          if (performance.now() - t > 10_000) break;
          await sleep(2);
        }
        push = `${(performance.now() - t).toFixed(0)} ms`;
      }
      const per = (mb: number, base: number) =>
        level > 0 ? `${(((mb - base) * 1024) / level).toFixed(1)}` : '-';
      console.log(
        `${String(level).padStart(7)}  ${heap.toFixed(1).padStart(11)}  ${per(heap, baseHeap).padStart(10)}  ${rss.toFixed(1).padStart(6)}  ${per(rss, baseRss).padStart(10)}  ${cpu.toFixed(2).padStart(12)}  ${`${openMs.toFixed(0)} ms`.padStart(9)}  ${push.padStart(11)}`,
      );
    }
    await listener.end();
  } finally {
    for (const s of streams) s.req.destroy();
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    if (emulator) stopEmulator(emulator);
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
