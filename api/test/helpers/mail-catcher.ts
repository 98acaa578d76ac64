import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

// maildev ships ES modules only (Jest runs the API tests as CommonJS): it runs as its own process, as in npm start
const CLI = path.join(REPO_ROOT, 'node_modules/maildev/dist/bin/maildev.js');

/** A free loopback port (asked from the OS, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
}

/** A real SMTP server with its web API (maildev), as `npm start` runs it; read through its REST API. */
export class MailCatcher {
  private child: ChildProcess | null = null;
  smtpPort = 0;
  webPort = 0;

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.smtpPort}`;
  }

  async start(smtpPort?: number): Promise<void> {
    this.smtpPort = smtpPort ?? (await freePort());
    this.webPort = await freePort();
    const args = ['--smtp', `${this.smtpPort}`, '--web', `${this.webPort}`, '--ip', '127.0.0.1'];
    this.child = spawn(process.execPath, [CLI, ...args, '--web-ip', '127.0.0.1', '--silent'], {
      stdio: 'ignore',
    });
    // up to 60 s: on a loaded machine maildev's start (ES modules, many files) has taken more than 10
    for (let i = 0; i < 1200; i++) {
      const up = await fetch(`http://127.0.0.1:${this.webPort}/api/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('maildev did not start');
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  async all(): Promise<CaughtMail[]> {
    const res = await fetch(`http://127.0.0.1:${this.webPort}/api/email`);
    return (await res.json()) as CaughtMail[];
  }

  async to(address: string): Promise<CaughtMail[]> {
    return (await this.all()).filter((m) =>
      m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()),
    );
  }

  /** The raw message's header (unfolded), lower-case names: what the mail client sees. */
  async rawHeaders(id: string): Promise<Record<string, string>> {
    const raw = await (await fetch(`http://127.0.0.1:${this.webPort}/api/email/${id}/source`)).text();
    const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    const out: Record<string, string> = {};
    for (const line of head.split(/\r?\n/)) {
      const i = line.indexOf(':');
      if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    return out;
  }

  async clear(): Promise<void> {
    await fetch(`http://127.0.0.1:${this.webPort}/api/email/all`, { method: 'DELETE' });
  }
}
