/**
 * The Auth emulator starts with e-mail enumeration protection off, unlike a Firebase project created today: a wrong
 * password would answer INVALID_PASSWORD and an unknown e-mail EMAIL_NOT_FOUND, which the portal shows as the generic
 * error (spec section 8). Turned on at start so that the emulator answers INVALID_LOGIN_CREDENTIALS like production.
 * The Admin SDK's projectConfigManager cannot read the emulator's answer (no `name`), hence the REST call.
 */
export async function enableEmulatorEmailPrivacy(emulatorHost: string, projectId: string): Promise<void> {
  const url =
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v2/projects/${encodeURIComponent(projectId)}/config` +
    '?updateMask=emailPrivacyConfig.enableImprovedEmailPrivacy';
  const res = await fetch(url, {
    method: 'PATCH',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  if (!res.ok) throw new Error(`Auth emulator config update failed: ${res.status} ${await res.text()}`);
}
