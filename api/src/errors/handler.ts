import type { ApiErrorCode } from '@jobportal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type FieldError } from './api-error';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ERROR_MESSAGES, fieldMessage } from '../i18n/messages';
import { localeFrom } from '../i18n/locale';

interface AjvLikeError {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

/** '/skills/2/level' -> 'skills.2.level'; a missing property is appended to its parent path. */
export function fieldsFromValidation(errors: AjvLikeError[]): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    const parts = (e.instancePath ?? '')
      .split('/')
      .filter(Boolean)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (e.keyword === 'required' && typeof e.params?.missingProperty === 'string')
      parts.push(e.params.missingProperty);
    if (e.keyword === 'additionalProperties' && typeof e.params?.additionalProperty === 'string')
      parts.push(e.params.additionalProperty);
    const field = parts.join('.') || '_';
    if (seen.has(field)) continue;
    seen.add(field);
    const code = e.keyword === 'format' && e.params?.format === 'email' ? 'email' : e.keyword;
    out.push({ field, code });
  }
  return out;
}

function classify(error: FastifyError & { validation?: AjvLikeError[] }): ApiError {
  if (error instanceof ApiError) return error;
  if (Array.isArray(error.validation))
    return new ApiError('VALIDATION_ERROR', { fields: fieldsFromValidation(error.validation) });
  if (isDatabaseUnavailable(error)) return new ApiError('SERVICE_UNAVAILABLE');
  const status = error.statusCode ?? 500;
  const byFastifyCode: Record<string, ApiErrorCode> = {
    FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
    FST_ERR_CTP_BODY_TOO_LARGE: 'FILE_TOO_LARGE',
    FST_FILES_LIMIT: 'VALIDATION_ERROR',
    FST_PARTS_LIMIT: 'VALIDATION_ERROR',
    FST_FIELDS_LIMIT: 'VALIDATION_ERROR',
    FST_INVALID_MULTIPART_CONTENT_TYPE: 'VALIDATION_ERROR',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'VALIDATION_ERROR',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_ERROR',
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  };
  const mapped = error.code ? byFastifyCode[error.code] : undefined;
  if (mapped) return new ApiError(mapped, { status: status >= 400 && status < 500 ? status : undefined });
  if (status === 429) return new ApiError('RATE_LIMITED');
  if (status === 401) return new ApiError('UNAUTHENTICATED');
  if (status === 403) return new ApiError('FORBIDDEN');
  if (status === 404) return new ApiError('NOT_FOUND');
  if (status === 413) return new ApiError('FILE_TOO_LARGE');
  if (status >= 400 && status < 500) return new ApiError('VALIDATION_ERROR', { status });
  return new ApiError('INTERNAL_ERROR', { status: 500 });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, err: ApiError): FastifyReply {
  const locale = localeFrom(request.headers['accept-language']);
  const body = {
    error: {
      code: err.code,
      message: ERROR_MESSAGES[err.code][locale],
      ...(err.fields && err.fields.length > 0
        ? {
            fields: err.fields.map((f) => ({
              field: f.field,
              code: f.code,
              message: fieldMessage(f.code, locale),
            })),
          }
        : {}),
    },
  };
  // An error is never cached, even when the route had already set a cache policy for its success reply.
  reply.removeHeader('etag');
  return reply
    .status(err.statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Every error leaves the API as { error: { code, message, fields? } } in the caller's language. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = classify(error);
    if (apiError.code === 'SERVICE_UNAVAILABLE') {
      // The database restarts or fails over in seconds; the pool reconnects on the next request.
      request.log.warn({ cause: error.message }, 'database unavailable');
      reply.header('retry-after', '2');
    } else if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else if (!(error instanceof ApiError))
      request.log.info({ code: apiError.code, cause: error.message }, 'request rejected');
    return sendError(request, reply, apiError);
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, new ApiError('NOT_FOUND')));
}

/** Fastify's routing errors (a URL that is not valid percent-encoding, an over-long path parameter), same shape. */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code, cause: error.message }, 'request rejected');
  sendError(request, reply, classify(error));
}
