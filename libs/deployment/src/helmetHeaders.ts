import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export type SetHeaders = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * helmet's headers for these options, made once: helmet parses every option when a middleware is made, and
 * @fastify/helmet made one per response (the gateway made two per page: ~7 % of its CPU serving job pages).
 */
export function helmetHeaders(options: HelmetOptions): SetHeaders {
  const middleware = helmet(options);
  return (request, response) => middleware(request, response, () => {});
}
