import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, validationError } from '../errors/api-error';
import { findBadInput } from './input-guard';

/** A request that carries a body (the Content-Encoding header describes that body). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
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
  app.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity' && hasBody(request))
      throw new ApiError('UNSUPPORTED_CONTENT_ENCODING');
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
