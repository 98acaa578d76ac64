/**
 * Cost of one rate-limit check in the shared store (issue 46): `countHit` against PostgreSQL on 127.0.0.1, against
 * the embedded PGlite, and the same fixed window in Redis (INCR + PEXPIRE in one script, @fastify/rate-limit's
 * RedisStore) for comparison. Median and p95 per check, sequential calls (one request waits for its own check).
 *
 *   npx tsx bench/rate-limit.ts [checks=2000]     (PG_URL, REDIS_PORT to point elsewhere; Redis is skipped if absent)
 */
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDb, type DbHandle } from '../src/db/client';
import { countHit } from '../src/http/shared-rate-limit-store';

const CHECKS = Number(process.argv[2] ?? 2000);
const KEYS = 200; // callers: a few hot keys and their window rows, as on a busy host
const PG_URL = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

function summary(name: string, ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(3);
  return `${name.padEnd(22)} median ${at(0.5)} ms   p95 ${at(0.95)} ms   (${ms.length} checks)`;
}

async function timeChecks(check: (key: string) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 100; i++) await check(`warm:${i % KEYS}`);
  const ms: number[] = [];
  for (let i = 0; i < CHECKS; i++) {
    const start = process.hrtime.bigint();
    await check(`POST /api/candidate/applications account:candidate:${i % KEYS}`);
    ms.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return ms;
}

async function benchDb(name: string, handle: DbHandle): Promise<void> {
  await handle.migrate();
  console.log(summary(name, await timeChecks((key) => countHit(handle.db, key, 60 * 60 * 1000))));
}

/** The smallest RESP client: one command at a time, replies read whole (an array of two integers or an error). */
function redisEval(socket: net.Socket, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let reply = '';
    const onData = (chunk: Buffer) => {
      reply += chunk.toString();
      if (reply.startsWith('-')) done(new Error(reply));
      else if (/^\*2\r\n:-?\d+\r\n:-?\d+\r\n$/.test(reply)) done(null);
    };
    const done = (error: Error | null) => {
      socket.off('data', onData);
      if (error) reject(error);
      else resolve(reply);
    };
    socket.on('data', onData);
    socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);
  });
}

const REDIS_WINDOW = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

async function benchRedis(): Promise<void> {
  const socket = net.connect(Number(process.env.REDIS_PORT ?? 6379), '127.0.0.1');
  try {
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  } catch {
    console.log('redis                  not reachable: skipped');
    return;
  }
  const prefix = `bench-${randomBytes(4).toString('hex')}:`;
  const ms = await timeChecks((key) =>
    redisEval(socket, ['EVAL', REDIS_WINDOW, '1', prefix + key, '3600000']),
  );
  console.log(summary('redis (EVAL)', ms));
  socket.end();
}

async function main(): Promise<void> {
  const name = `jp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: `${PG_URL}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const pg = await openDb({ databaseUrl: `${PG_URL}/${name}`, pgliteDir: '' });
  try {
    await benchDb('postgresql 127.0.0.1', pg);
  } finally {
    await pg.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  const pglite = await openDb({ databaseUrl: null, pgliteDir: 'memory://' });
  try {
    await benchDb('pglite (embedded)', pglite);
  } finally {
    await pglite.close();
  }
  await benchRedis();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
