import { createHmac } from 'node:crypto';
import type { Identity } from '../../auth/identity';
import { ApiError } from '../../errors/api-error';
import { envValue, mailSettings } from '../alerts/email/settings';

/**
 * The key of a reporter (one report per reporter and item): the account for a signed-in user, else a keyed hash of
 * the client address, so that the address itself is never stored (docs/SECURITY.md "Reports"). The key is
 * REPORT_SECRET, or the alerts signing key (ALERTS_SECRET; a development default outside production); without one
 * in production, guests' reports answer 503 rather than storing a guessable hash.
 */
export function reporterKey(
  identity: Identity | null,
  ip: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (identity) return `${identity.role}:${identity.uid}`;
  const secret = envValue(env, 'REPORT_SECRET') ?? mailSettings(env).secret;
  if (secret.length < 16) throw new ApiError('SERVICE_UNAVAILABLE');
  return `guest:${createHmac('sha256', secret).update(ip).digest('hex')}`;
}
