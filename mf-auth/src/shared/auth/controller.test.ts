/**
 * Employer registration must never leave an identity account without a company (brief + spec section 7):
 * POST /corporate/create is retried once, then the new account is deleted.
 */
import type { CorporateRegistration } from './controller';
import type * as Controller from './controller';

const user = {
  uid: 'uid-1',
  email: 'boss@acme.test',
  refreshToken: 'refresh-1',
  getIdToken: jest.fn(async () => 'id-token-1'),
  delete: jest.fn(async () => undefined),
};

jest.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: jest.fn(async () => ({ user })),
  sendEmailVerification: jest.fn(async () => undefined),
  signOut: jest.fn(async () => undefined),
  onAuthStateChanged: jest.fn(() => () => undefined),
  signInWithEmailAndPassword: jest.fn(),
  signInWithPopup: jest.fn(),
  updateProfile: jest.fn(async () => undefined),
  GoogleAuthProvider: class {},
  FacebookAuthProvider: class {},
}));
jest.mock('./firebase', () => ({
  poolAuth: jest.fn(() => ({ currentUser: null })),
  scratchAuth: jest.fn(() => ({ currentUser: null })),
  actionCodeSettings: jest.fn((role: string) => ({
    url: `http://localhost:8080/${role}/auth`,
    handleCodeInApp: false,
  })),
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const firebaseAuth = require('firebase/auth') as Record<string, jest.Mock>;

const input: CorporateRegistration = {
  email: 'boss@acme.test',
  password: 'secret123',
  name: 'ACME',
  company_type_id: 1,
  contact_name: 'Boss',
  phone: '0812345678',
};

function respond(...statuses: number[]) {
  const fetchMock = jest.fn();
  for (const status of statuses) {
    fetchMock.mockResolvedValueOnce({
      ok: status < 400,
      status,
      text: async () =>
        JSON.stringify(
          status < 400 ? { data: [] } : { error: { code: 'INTERNAL_ERROR', message: 'เกิดข้อผิดพลาด' } },
        ),
    });
  }
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('registerCorporate', () => {
  let controller: typeof Controller;
  const navigate = jest.fn();
  beforeAll(async () => {
    controller = await import('./controller');
    controller.startSession({
      dispatch: jest.fn(),
      navigate,
      getOtp: () => ({ count: 0, active: false, interval: 60 }),
    });
  });
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('creates the company with the new token, then sends the verification and opens the prompt', async () => {
    const fetchMock = respond(201);
    await controller.registerCorporate(input);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [
      string,
      RequestInit & { headers: Record<string, string> },
    ];
    expect(url).toBe('/api/corporate/create');
    expect(init.method).toBe('POST');
    expect(init.headers.authorization).toBe('Bearer id-token-1');
    // The long-lived refresh token never goes to the API.
    expect(init.headers).not.toHaveProperty('x-refresh-token');
    expect(JSON.parse(init.body as string)).toEqual({ uid: 'uid-1', ...input });
    expect(firebaseAuth.sendEmailVerification).toHaveBeenCalledWith(user, {
      url: 'http://localhost:8080/corporate/auth',
      handleCodeInApp: false,
    });
    expect(user.delete).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/corporate/auth?mode=confirm');
  });

  it('retries once after a server failure', async () => {
    const fetchMock = respond(502, 201);
    await controller.registerCorporate(input);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(user.delete).not.toHaveBeenCalled();
  });

  it('deletes the identity account when the company cannot be created', async () => {
    const fetchMock = respond(500, 500);
    await expect(controller.registerCorporate(input)).rejects.toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(user.delete).toHaveBeenCalledTimes(1);
    expect(firebaseAuth.sendEmailVerification).not.toHaveBeenCalled();
  });

  it('does not retry a refused payload, but still deletes the account', async () => {
    const fetchMock = respond(400);
    await expect(controller.registerCorporate(input)).rejects.toMatchObject({ status: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(user.delete).toHaveBeenCalledTimes(1);
  });

  it('logs and rethrows an e-mail already in use', async () => {
    const error = Object.assign(new Error('exists'), { code: 'auth/email-already-in-use' });
    firebaseAuth.createUserWithEmailAndPassword.mockRejectedValueOnce(error);
    await expect(controller.registerCorporate(input)).rejects.toBe(error);
    expect(console.error).toHaveBeenCalled();
  });
});
