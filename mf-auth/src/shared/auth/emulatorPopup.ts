/**
 * Google / Facebook / LINE (OIDC `oidc.line`) popup sign-in against the Auth emulator WITHOUT the internet.
 *
 * The SDK's popup resolver (and the emulator's own relay iframe) load gapi from apis.google.com, which this
 * project cannot reach. The emulator's fake IdP page (/emulator/auth/handler) delivers its result by posting a
 * message to any frame of its opener whose URL carries the same apiKey and appName; here that frame is a hidden
 * same-origin iframe (the gateway serves the emulator on the portal's origin). The fake id_token (JSON claims)
 * is then exchanged with signInWithCredential, exactly what the SDK would send (signInWithIdp).
 * Production never takes this path (no emulatorOrigin): it uses signInWithPopup.
 */
import {
  GoogleAuthProvider,
  OAuthProvider,
  signInWithCredential,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import { getRuntimeConfig } from 'mf_shared_ui/platform';
import { emulatorOrigin } from './emulatorOrigin';

const POPUP_FEATURES = 'width=500,height=600,top=80,left=80,resizable=yes,scrollbars=yes';

function authError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });
}

/** True with the emulator (served on this page's origin, the only case the relay can work). */
export function canUseEmulatorPopup(): boolean {
  return typeof window !== 'undefined' && emulatorOrigin() !== null;
}

interface AuthEvent {
  type: string;
  eventId: string | null;
  urlResponse: string | null;
  error: { code: string } | null;
}

/** The emulator's IdP page serves any provider id; its signInWithIdp treats `oidc.*` as a generic OIDC provider. */
export type EmulatedProviderId = 'google.com' | 'facebook.com' | 'oidc.line';

export async function emulatorPopupSignIn(
  auth: Auth,
  providerId: EmulatedProviderId,
): Promise<UserCredential> {
  const { apiKey } = getRuntimeConfig().firebase;
  const origin = window.location.origin;
  const appName = auth.app.name;
  const eventId = `${Date.now()}${Math.floor(Math.random() * 1e9)}`;
  const params = new URLSearchParams({
    apiKey,
    appName,
    authType: 'signInViaPopup',
    providerId,
    eventId,
    v: 'jobportal',
  });
  if (auth.tenantId) params.set('tid', auth.tenantId);

  const popup = window.open(
    `${origin}/emulator/auth/handler?${params.toString()}`,
    'jobportal-idp',
    POPUP_FEATURES,
  );
  if (!popup) throw authError('auth/popup-blocked');

  const relay = document.createElement('iframe');
  relay.hidden = true;
  relay.title = 'auth relay';
  relay.src = `${origin}/emulator/auth/iframe?${new URLSearchParams({ apiKey, appName }).toString()}`;

  const idToken = await new Promise<string>((resolve, reject) => {
    let closedTimer = 0;
    const cleanup = () => {
      window.clearInterval(closedTimer);
      relay.remove();
    };
    const onMessage = (e: MessageEvent) => {
      const data = e.data as { eventType?: string; data?: { authEvent?: AuthEvent } } | null;
      const event = data?.eventType === 'sendAuthEvent' ? data.data?.authEvent : undefined;
      if (!event || event.eventId !== eventId) return;
      cleanup();
      popup.close();
      if (event.error) return reject(authError(event.error.code));
      const token = event.urlResponse ? new URL(event.urlResponse).searchParams.get('id_token') : null;
      if (!token) return reject(authError('auth/internal-error'));
      resolve(token);
    };
    relay.addEventListener('load', () => relay.contentWindow?.addEventListener('message', onMessage));
    document.body.appendChild(relay);
    closedTimer = window.setInterval(() => {
      if (popup.closed) {
        cleanup();
        reject(authError('auth/popup-closed-by-user'));
      }
    }, 500);
  });

  const credential =
    providerId === 'google.com'
      ? GoogleAuthProvider.credential(idToken)
      : new OAuthProvider(providerId).credential({ idToken });
  return signInWithCredential(auth, credential);
}
