/** The Firebase provider behind each social sign-in button of the candidate pool. */
import { FacebookAuthProvider, GoogleAuthProvider, OAuthProvider } from 'firebase/auth';

export type SocialProvider = 'google' | 'facebook' | 'line';

/**
 * LINE Login as an OpenID Connect provider of the candidate tenant (Identity Platform provider id `oidc.line`,
 * issuer https://access.line.me; production setup in docs/SECURITY.md).
 */
export const LINE_PROVIDER_ID = 'oidc.line';

/** LINE's scopes: `email` is granted only when the channel has the e-mail permission and the user agrees. */
export const LINE_SCOPES = ['openid', 'profile', 'email'] as const;

export function authProviderFor(
  provider: SocialProvider,
): GoogleAuthProvider | FacebookAuthProvider | OAuthProvider {
  if (provider === 'google') {
    const google = new GoogleAuthProvider();
    google.setCustomParameters({ prompt: 'select_account' });
    return google;
  }
  if (provider === 'facebook') return new FacebookAuthProvider();
  const line = new OAuthProvider(LINE_PROVIDER_ID);
  for (const scope of LINE_SCOPES) line.addScope(scope);
  return line;
}
