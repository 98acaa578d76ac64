import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** The directory of the newest PostgreSQL server binaries on this machine (Debian layout), or null. */
export function findPgBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface OwnPostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth). */
  url: string;
  /** `pg_ctl restart -m fast -w` (async: the load keeps running): resolves once the server accepts connections. */
  restart(): Promise<void>;
  stop(): void;
}

/**
 * A PostgreSQL server of its own (never the machine's shared one): initdb into a temporary directory, its own port,
 * its unix socket in that directory. initdb refuses to run as root, so as root the server runs as `postgres`.
 */
export async function startOwnPostgres(binDir: string): Promise<OwnPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jp-own-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const command = (tool: string, args: string[]): [string, string[]] => {
    const bin = path.join(binDir, tool);
    return asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  };
  const run = (tool: string, args: string[]) =>
    execFileSync(...command(tool, args), { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const pgCtlArgs = (...args: string[]) => [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '30',
    ...args,
  ];
  run('pg_ctl', pgCtlArgs('-o', options, 'start'));
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await promisify(execFile)(...command('pg_ctl', pgCtlArgs('-m', 'fast', 'restart')), { cwd: dir });
    },
    stop: () => {
      try {
        run('pg_ctl', pgCtlArgs('-m', 'immediate', 'stop'));
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
