import path from 'node:path';
import { isUp, startProcess, waitForHttp } from './processes';

/**
 * Locally the API's e-mails go to maildev (a real SMTP server with a web inbox, from npm) so a person can read
 * them; not in production (SMTP_URL points at the real relay there) nor when SMTP_URL is set. Returns the SMTP URL
 * for the API, or null when the environment's own SMTP_URL applies.
 */
export async function startMailCatcher(opts: {
  root: string;
  env: NodeJS.ProcessEnv;
  logDir: string;
  runMode: string;
  step: (message: string) => void;
}): Promise<string | null> {
  if (opts.env.SMTP_URL || opts.runMode === 'production') return null;
  const smtpPort = Number(opts.env.MAIL_SMTP_PORT ?? 1025);
  const webPort = Number(opts.env.MAIL_WEB_PORT ?? 1080);
  const inbox = `http://127.0.0.1:${webPort}/`;
  if (!(await isUp(`${inbox}api/healthz`))) {
    opts.step('starting the mail catcher (maildev)');
    const cli = path.join(opts.root, 'node_modules/maildev/dist/bin/maildev.js');
    startProcess(
      'maildev',
      process.execPath,
      [
        cli,
        '--smtp',
        String(smtpPort),
        '--web',
        String(webPort),
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
      ],
      { cwd: opts.root, env: opts.env, logDir: opts.logDir, restart: true },
    );
    await waitForHttp(`${inbox}api/healthz`, 30_000, (status) => status === 200);
  }
  console.log(`[start] mail inbox (every e-mail the portal sends): ${inbox}`);
  return `smtp://127.0.0.1:${smtpPort}`;
}
