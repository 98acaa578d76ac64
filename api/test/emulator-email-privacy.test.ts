import { loadConfig } from '../src/config';
import { enableEmulatorEmailPrivacy } from '../src/seed/emulatorConfig';
import { createUser, tenantOf } from './helpers/users';

const config = loadConfig();
const host = config.authEmulatorHost as string;

async function signInError(email: string, password: string): Promise<string | undefined> {
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true, tenantId: tenantOf('candidate') }),
    },
  );
  return ((await res.json()) as { error?: { message?: string } }).error?.message;
}

async function setPrivacy(on: boolean): Promise<void> {
  await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v2/projects/${config.firebaseProjectId}/config` +
      '?updateMask=emailPrivacyConfig.enableImprovedEmailPrivacy',
    {
      method: 'PATCH',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: on } }),
    },
  );
}

describe('Auth emulator e-mail enumeration protection (login errors of spec section 8)', () => {
  afterAll(() => setPrivacy(true));

  it('a wrong password and an unknown e-mail both answer INVALID_LOGIN_CREDENTIALS, as in production', async () => {
    const user = await createUser('candidate');
    await setPrivacy(false); // the emulator's state at start
    expect(await signInError(user.email, 'wrong-password')).toBe('INVALID_PASSWORD');

    await enableEmulatorEmailPrivacy(host, config.firebaseProjectId);
    expect(await signInError(user.email, 'wrong-password')).toBe('INVALID_LOGIN_CREDENTIALS');
    expect(await signInError(`nobody-${user.uid}@example.com`, 'whatever1')).toBe(
      'INVALID_LOGIN_CREDENTIALS',
    );
  });
});
