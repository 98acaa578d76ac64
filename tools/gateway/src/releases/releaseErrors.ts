import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ReleaseConflictError, ReleaseRefusedError } from './registryModule';
import { redactQueryStrings, redactUrl } from '@jobportal/deployment';

/** Every refusal of the release service in the API's error shape `{error: {code, message, ...}}`, never cached. */
export function sendReleaseError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: { code, message, ...extra } });
}

/** 422 RELEASE_REFUSED: one line per reason. */
export const sendRefused = (reply: FastifyReply, message: string, reasons: readonly string[]) =>
  sendReleaseError(reply, 422, 'RELEASE_REFUSED', message, { reasons });

export interface Conflict {
  message: string;
  current: string | null;
  changedBy: string | null;
  changedAt: string | null;
}

/** 409 RELEASE_CONFLICT: someone changed the remote since the caller looked; who and when. */
export const sendConflict = (reply: FastifyReply, conflict: Conflict) =>
  sendReleaseError(reply, 409, 'RELEASE_CONFLICT', conflict.message, {
    current: conflict.current,
    changedBy: conflict.changedBy,
    changedAt: conflict.changedAt,
  });

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;
/** A failure of the machine (ENOENT, EACCES, ...), not a refusal of the change. */
const isSystemError = (error: unknown) => /^E[A-Z]+$/.test(codeOf(error) ?? '');

/**
 * A registry error as the answer: a conflict (409), a refusal (422; any other refusal of the registry, e.g. a
 * version that is not published or a rollback with no earlier version, is one too, its message the reason), a full
 * disk (503, the registry's message says what was and was not changed). A system error is thrown on (500).
 */
export function sendRegistryError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof ReleaseConflictError) return sendConflict(reply, error);
  if (error instanceof ReleaseRefusedError) return sendRefused(reply, error.message, error.reasons);
  if (!(error instanceof Error) || isSystemError(error)) throw error;
  if (codeOf(error) === 'REGISTRY_DISK_FULL')
    return sendReleaseError(reply, 503, 'SERVICE_UNAVAILABLE', error.message);
  return sendRefused(reply, error.message, [error.message]);
}

/**
 * The release routes' own errors: a body, query or parameter the contract refuses (400 with the failing field),
 * a body too large (413) or of another type (415), all in the API's error shape; anything else 500, logged.
 */
export function releaseErrorHandler(log: (message: string) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    if (error.validation) return sendReleaseError(reply, 400, 'VALIDATION_ERROR', error.message);
    if (status === 413) return sendReleaseError(reply, 413, 'FILE_TOO_LARGE', error.message);
    if (status >= 400 && status < 500)
      return sendReleaseError(reply, status, 'VALIDATION_ERROR', error.message);
    log(
      `${request.method} ${redactUrl(request.url)} failed: ${redactQueryStrings(error.stack ?? String(error))}`,
    );
    return sendReleaseError(reply, 500, 'INTERNAL_ERROR', `The release service failed: ${error.message}`);
  };
}
