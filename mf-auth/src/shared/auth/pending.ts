/**
 * The e-mail waiting for verification (shown on the confirm prompt, kept for the tab in sessionStorage) and its
 * password (memory only, never stored) so that "resend" can sign in to a throw-away instance and send again.
 */
import type { Role } from '../paths';

const key = (role: Role) => `jobportal.pendingVerification.${role}`;
const passwords = new Map<Role, string>();

export function rememberPending(role: Role, email: string, password: string | null): void {
  try {
    window.sessionStorage.setItem(key(role), email);
  } catch {
    /* storage disabled: the prompt shows a generic text */
  }
  if (password) passwords.set(role, password);
  else passwords.delete(role);
}

export function forgetPending(role: Role): void {
  passwords.delete(role);
  try {
    window.sessionStorage.removeItem(key(role));
  } catch {
    /* ignore */
  }
}

export function pendingEmail(role: Role): string | null {
  try {
    return window.sessionStorage.getItem(key(role));
  } catch {
    return null;
  }
}

export function pendingPassword(role: Role): string | null {
  return passwords.get(role) ?? null;
}
