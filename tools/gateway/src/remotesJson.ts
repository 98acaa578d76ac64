import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileWhenChanged } from './fileWhenChanged';

const EMPTY_REGISTRY = '{"remotes":{}}';

/** A strong validator: the body's own hash (the same bytes give the same tag on every gateway). */
const etagOf = (body: string) =>
  `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match names this tag (weak comparison, as RFC 9110 asks for If-None-Match), or `*`. */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });

/**
 * /remotes.json: open tabs poll it every few seconds to learn of a release. Revalidated on every use (no-cache, never
 * a stale copy after a rollback), with a strong ETag so that an unchanged registry costs a 304 without a body. Read
 * again only after a change of the file.
 */
export function registerRemotesJson(app: FastifyInstance, registryDir: string): void {
  const registryFile = fileWhenChanged(path.join(registryDir, 'remotes.json'));
  let tagged: { body: string; etag: string } | null = null;
  app.get('/remotes.json', async (request, reply) => {
    const body = registryFile() ?? EMPTY_REGISTRY;
    if (tagged?.body !== body) tagged = { body, etag: etagOf(body) };
    reply.header('cache-control', 'no-cache').header('etag', tagged.etag);
    if (matches(request.headers['if-none-match'], tagged.etag)) return reply.status(304).send();
    return reply.type('application/json').send(body);
  });
}
