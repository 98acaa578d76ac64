import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authEmulatorCommand } from './authEmulatorStart';

describe('authEmulatorCommand', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emulator-config-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('starts the emulator on the port it is asked for, not the repository default', () => {
    const args = authEmulatorCommand({ host: '127.0.0.1:47099', projectId: 'demo-x', configDir: dir });
    const config = args[args.indexOf('--config') + 1];
    expect(args.slice(0, 7)).toEqual([
      'firebase',
      'emulators:start',
      '--only',
      'auth',
      '--project',
      'demo-x',
      '--config',
    ]);
    expect(JSON.parse(fs.readFileSync(config, 'utf8')).emulators.auth).toEqual({
      port: 47099,
      host: '127.0.0.1',
    });
  });

  it('refuses a host without a port', () => {
    expect(() => authEmulatorCommand({ host: 'localhost', projectId: 'demo-x', configDir: dir })).toThrow(
      /port/,
    );
  });
});
