import fs from 'node:fs';
import path from 'node:path';

/**
 * The command that starts the Auth emulator on the host:port of FIREBASE_AUTH_EMULATOR_HOST. The repository's
 * firebase.json fixes 9099, so two portals (or a portal and the test run) on one machine would share one emulator
 * and lose it when the one that started it stops; a config written for the asked port keeps each on its own
 * (the emulator hub and logging take the next two ports: left to themselves, three emulators started at once
 * raced for 4400/4500 and one failed on a port another had just taken).
 */
export function authEmulatorCommand(options: {
  host: string;
  projectId: string;
  configDir: string;
}): string[] {
  const { hostname, port } = new URL(`http://${options.host}`);
  if (!port) throw new Error(`FIREBASE_AUTH_EMULATOR_HOST needs a port: ${options.host}`);
  fs.mkdirSync(options.configDir, { recursive: true });
  const config = path.join(options.configDir, 'firebase.json');
  const emulators = {
    auth: { port: Number(port), host: hostname },
    hub: { port: Number(port) + 1, host: hostname },
    logging: { port: Number(port) + 2, host: hostname },
    ui: { enabled: false },
  };
  fs.writeFileSync(config, `${JSON.stringify({ emulators }, null, 2)}\n`);
  return [
    'firebase',
    'emulators:start',
    '--only',
    'auth',
    '--project',
    options.projectId,
    '--config',
    config,
  ];
}
