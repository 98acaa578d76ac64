import { authEmulatorRefusal, isLoopbackHost } from './authEmulator';

describe('authEmulatorRefusal', () => {
  const dev = { emulator: '127.0.0.1:9099', runMode: 'development', host: '127.0.0.1' };

  it('lets a developer run the emulator on loopback', () => {
    expect(authEmulatorRefusal(dev)).toBeNull();
    expect(authEmulatorRefusal({ ...dev, host: 'localhost' })).toBeNull();
    expect(authEmulatorRefusal({ ...dev, host: '::1' })).toBeNull();
  });

  it('never allows the emulator in production, whatever else is set', () => {
    const reason = authEmulatorRefusal({ ...dev, runMode: 'production', allowOnNetwork: 'true' });
    expect(reason).toMatch(/RUN_MODE=production/);
    expect(reason).toMatch(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('refuses a network address unless explicitly told, naming the variable', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'example.test']) {
      expect(authEmulatorRefusal({ ...dev, host })).toMatch(/ALLOW_AUTH_EMULATOR_ON_NETWORK=true/);
    }
    expect(authEmulatorRefusal({ ...dev, host: '0.0.0.0', allowOnNetwork: 'true' })).toBeNull();
  });

  it('has nothing to say without the emulator', () => {
    expect(authEmulatorRefusal({ ...dev, emulator: '', runMode: 'production', host: '0.0.0.0' })).toBeNull();
    expect(authEmulatorRefusal({ ...dev, emulator: null, host: '0.0.0.0' })).toBeNull();
  });
});

describe('isLoopbackHost', () => {
  it('knows loopback from the rest', () => {
    expect(['127.0.0.1', '127.1.2.3', '[::1]', 'LOCALHOST'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', '127.0.0.1.example.test'].some(isLoopbackHost)).toBe(
      false,
    );
  });
});
