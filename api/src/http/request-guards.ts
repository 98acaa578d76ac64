import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, validationError } from '../errors/api-error';
import { findBadInput } from './input-guard';

/** A request that carries a body (the Content-Encoding header describes that body). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Beyond this a refused body is not read to its end: the connection is closed instead. */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * A declared length over the route's body limit (multipart uploads have their own per-file limits). Refused here,
 * before parsing, rather than by the body parser: the parser's refusal closes the connection while the client is
 * still sending, which a proxy in front (the gateway) reports as EPIPE; from here Node reads and discards the rest
 * of the body (up to MAX_DRAINED_BYTES) and the client gets the 413.
 */
function declaredTooLarge(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length']);
  if (!(length > 0) || /^multipart\//i.test(request.headers['content-type'] ?? '')) return false;
  return length > (request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1024 * 1024);
}

/**
 * Input rules for every route, before any handler runs:
 * - a compressed request body (Content-Encoding other than identity) is refused with 415
 *   UNSUPPORTED_CONTENT_ENCODING before it is read: browsers never compress uploads, and inflating would need its
 *   own bound against zip bombs;
 * - JSON bodies are parsed here: malformed JSON is a VALIDATION_ERROR, and a body with __proto__/constructor/
 *   prototype keys or NUL/lone surrogates is refused with the field named, so no such object ever leaves the parser;
 * - query, path parameters and any other body are checked the same way (preValidation, i.e. once parsed and
 *   before the schema, and preHandler, after the schema coerced them).
 */
export function installRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity' && hasBody(request))
      throw new ApiError('UNSUPPORTED_CONTENT_ENCODING');
    if (declaredTooLarge(request)) {
      if (Number(request.headers['content-length']) > MAX_DRAINED_BYTES) reply.header('connection', 'close');
      throw new ApiError('FILE_TOO_LARGE');
    }
  });

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    let value: unknown;
    try {
      value = JSON.parse(body as string);
    } catch {
      done(validationError([{ field: '_', code: 'invalid_json' }]), undefined);
      return;
    }
    const bad = findBadInput(value);
    if (bad.length > 0) done(validationError(bad), undefined);
    else done(null, value);
  });

  const check = async (request: FastifyRequest) => {
    const bad = [
      ...findBadInput(request.params),
      ...findBadInput(request.query),
      ...findBadInput(request.body),
    ];
    if (bad.length > 0) throw validationError(bad);
  };
  app.addHook('preValidation', check);
  // Again once the schema has coerced query and path values (a number out of '1e400').
  app.addHook('preHandler', check);
}
