import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * What the API learns about the client: X-Forwarded-For is the address this gateway determined (the socket peer,
 * or what a proxy named in TRUST_PROXY reported), never a value the client sent; the other forwarding headers a
 * client could forge are replaced or dropped. The API believes these headers from the gateway only (loopback).
 */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const rest = { ...headers };
  delete rest.forwarded;
  delete rest['x-real-ip'];
  return {
    ...rest,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}
