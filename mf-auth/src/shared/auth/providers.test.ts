/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
import { authProviderFor, LINE_PROVIDER_ID } from './providers';

describe('authProviderFor', () => {
  it('LINE is the OIDC provider oidc.line asking for openid, profile and email', () => {
    const line = authProviderFor('line');
    expect(line.providerId).toBe(LINE_PROVIDER_ID);
    expect(line.providerId).toBe('oidc.line');
    expect(line.getScopes()).toEqual(['openid', 'profile', 'email']);
  });

  it('Google asks to pick an account; Facebook is Facebook', () => {
    const google = authProviderFor('google');
    expect(google.providerId).toBe('google.com');
    expect(google.getCustomParameters()).toEqual({ prompt: 'select_account' });
    expect(authProviderFor('facebook').providerId).toBe('facebook.com');
  });
});
