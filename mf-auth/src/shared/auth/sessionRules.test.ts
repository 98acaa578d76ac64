import { initActions, type InitInput } from './sessionRules';

const base: InitInput = {
  role: 'candidate',
  providerIds: ['password'],
  emailVerified: true,
  path: '/candidate/jobs',
};
const types = (input: InitInput) => initActions(input).map((a) => a.type);

describe('candidate initialisation (spec section 4)', () => {
  it('unverified e-mail: sign out and go to the confirm prompt', () => {
    expect(initActions({ ...base, emailVerified: false })).toEqual([
      { type: 'signOut' },
      { type: 'navigate', to: '/candidate/auth?mode=confirm' },
      { type: 'done', outcome: 'unverified' },
    ]);
  });

  it('unverified Google account is refused too', () => {
    expect(types({ ...base, providerIds: ['google.com'], emailVerified: false })).toEqual([
      'signOut',
      'navigate',
      'done',
    ]);
  });

  it('Facebook counts as verified: fetch the profile', () => {
    expect(types({ ...base, providerIds: ['facebook.com'], emailVerified: false })).toEqual(['fetchProfile']);
  });

  it('LINE (oidc.line) counts as verified, with or without an e-mail: fetch the profile', () => {
    expect(types({ ...base, providerIds: ['oidc.line'], emailVerified: false })).toEqual(['fetchProfile']);
  });

  it('verified: fetch the profile first', () => {
    expect(types(base)).toEqual(['fetchProfile']);
  });

  it('status true with consent given: signed in as candidate', () => {
    expect(initActions({ ...base, profile: { ok: true, status: true, marketing: false } })).toEqual([
      { type: 'signedIn', userType: 'candidate' },
      { type: 'done', outcome: 'signedIn' },
    ]);
  });

  it('status false: sign out and the deletion dialog about 1000 ms later', () => {
    expect(initActions({ ...base, profile: { ok: true, status: false, marketing: true } })).toEqual([
      { type: 'signOut' },
      { type: 'showDeletionDialog', delayMs: 1000 },
      { type: 'done', outcome: 'deletionRequested' },
    ]);
  });

  it('marketing consent never asked: the privacy dialog opens', () => {
    expect(types({ ...base, profile: { ok: true, status: true, marketing: null } })).toEqual([
      'signedIn',
      'openPrivacyDialog',
      'done',
    ]);
  });

  it('not on the privacy notice page', () => {
    expect(
      types({ ...base, path: '/privacy-notice', profile: { ok: true, status: true, marketing: null } }),
    ).toEqual(['signedIn', 'done']);
  });

  it('marketing answered (true or false): no dialog', () => {
    expect(types({ ...base, profile: { ok: true, status: true, marketing: true } })).not.toContain(
      'openPrivacyDialog',
    );
    expect(types({ ...base, profile: { ok: true, status: true, marketing: false } })).not.toContain(
      'openPrivacyDialog',
    );
  });

  it('profile fetch failure is logged only', () => {
    expect(types({ ...base, profile: { ok: false, error: new Error('500') } })).toEqual([
      'logProfileError',
      'signedIn',
      'done',
    ]);
  });
});

describe('corporate initialisation (spec section 4)', () => {
  const corp: InitInput = { ...base, role: 'corporate', path: '/corporate/login' };

  it('unverified: sign out and go to the corporate confirm prompt', () => {
    expect(initActions({ ...corp, emailVerified: false })).toEqual([
      { type: 'signOut' },
      { type: 'navigate', to: '/corporate/auth?mode=confirm' },
      { type: 'done', outcome: 'unverified' },
    ]);
  });

  it('LINE exemption does not apply to corporates', () => {
    expect(types({ ...corp, providerIds: ['oidc.line'], emailVerified: false })).toEqual([
      'signOut',
      'navigate',
      'done',
    ]);
  });

  it('Facebook exemption does not apply to corporates', () => {
    expect(types({ ...corp, providerIds: ['facebook.com'], emailVerified: false })).toEqual([
      'signOut',
      'navigate',
      'done',
    ]);
  });

  it('verified: fetch the profile, then signed in as corporate (no consent dialog)', () => {
    expect(types(corp)).toEqual(['fetchProfile']);
    expect(initActions({ ...corp, profile: { ok: true, status: true, marketing: undefined } })).toEqual([
      { type: 'signedIn', userType: 'corporate' },
      { type: 'done', outcome: 'signedIn' },
    ]);
  });

  it('company suspended by the operators: sign out and the suspension dialog', () => {
    const error = new Error('This company account has been suspended');
    expect(initActions({ ...corp, profile: { ok: false, error, code: 'COMPANY_SUSPENDED' } })).toEqual([
      { type: 'signOut' },
      { type: 'showSuspendedDialog' },
      { type: 'done', outcome: 'companySuspended' },
    ]);
  });

  it('a login without an employer account (removed from the team): sign out and say why', () => {
    const error = new Error('Profile not found');
    expect(initActions({ ...corp, profile: { ok: false, error, code: 'PROFILE_NOT_FOUND' } })).toEqual([
      { type: 'signOut' },
      { type: 'showAccessEndedDialog' },
      { type: 'done', outcome: 'noCompany' },
    ]);
  });

  it.each([undefined, 'FORBIDDEN', 'INTERNAL'])(
    'any other profile failure (code %s) is logged only (spec section 8)',
    (code) => {
      expect(initActions({ ...corp, profile: { ok: false, error: new Error('x'), code } })).toEqual([
        { type: 'logProfileError' },
        { type: 'signedIn', userType: 'corporate' },
        { type: 'done', outcome: 'signedIn' },
      ]);
    },
  );

  it('the suspension rule is for employers only', () => {
    expect(
      types({ ...base, profile: { ok: false, error: new Error('x'), code: 'COMPANY_SUSPENDED' } }),
    ).toEqual(['logProfileError', 'signedIn', 'done']);
  });
});
