import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import {
  authEmulatorRefusal,
  EMULATOR_PREFIXES,
  isAllowedEmulatorCall,
  isEmulatorPath,
  type TrustProxy,
} from '@jobportal/deployment';
import { findPrerendered } from './prerender/store';
import { applyDocumentPolicy, registerSecurityHeaders, type PortalSecurity } from './security/headers';
import { forwardedHeaders } from './forwarded';
import { badUrlHandler, sendApiBadRequest } from './badUrl';

/**
 * The portal's one local address: / shell, /remotes/... published remote versions, /remotes.json, /api/...
 * the backend, and (with the emulator) the Identity Toolkit paths, so the browser talks to one origin only.
 */
export interface GatewayOptions {
  shellDir: string;
  registryDir: string;
  apiUrl: string;
  /** Firebase Auth emulator, e.g. http://127.0.0.1:9099; null in production (the SDK talks to Google). */
  authEmulatorUrl: string | null;
  runMode: 'production' | 'development' | 'test';
  publicBaseUrl: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    tenants: { candidate: string; corporate: string };
  };
  /**
   * Product images through the API's image endpoint (GET /api/images, AVIF/WebP variants): published in
   * /app-config.json as `imagePipeline`. Default true.
   */
  imagePipeline?: boolean;
  /** Proxies in front whose X-Forwarded-For is believed (TRUST_PROXY); default none: the gateway is the edge. */
  trustProxy?: TrustProxy;
  logger?: boolean;
}

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const security: PortalSecurity = {
    googleAuthDomain: options.authEmulatorUrl ? null : options.firebase.authDomain,
    production: options.runMode === 'production',
  };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // A URL the router cannot decode (e.g. `/%`): an error page or the API's error shape, not Fastify's raw JSON.
    frameworkErrors: await badUrlHandler(security),
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip', 'br'] });
  await registerSecurityHeaders(app, security, isEmulatorPath);
  // The proxy's own refusals of an /api request (a `..` segment) in the API's error shape; others as before.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (request.url.startsWith('/api/') && status >= 400 && status < 500)
      return sendApiBadRequest(request, reply, status);
    return reply.send(error);
  });

  app.get('/remotes.json', async (_request, reply) => {
    const file = path.join(options.registryDir, 'remotes.json');
    const body = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '{"remotes":{}}';
    return reply
      .header('cache-control', 'no-cache, no-store, must-revalidate')
      .type('application/json')
      .send(body);
  });

  app.get('/app-config.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send({
      runMode: options.runMode,
      publicBaseUrl: options.publicBaseUrl,
      apiBaseUrl: '/api',
      imagePipeline: options.imagePipeline ?? true,
      firebase: {
        ...options.firebase,
        emulatorOrigin: options.authEmulatorUrl ? options.publicBaseUrl : null,
      },
    }),
  );

  // Published versions never change: cache them for a year, except manifests (cheap, and keep rollbacks obvious).
  await app.register(fastifyStatic, {
    root: path.join(options.registryDir, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
      res.setHeader(
        'cache-control',
        filePath.endsWith('mf-manifest.json') || filePath.endsWith('mf-stats.json')
          ? 'no-cache'
          : 'public, max-age=31536000, immutable',
      );
    },
  });

  await app.register(httpProxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    http2: false,
    replyOptions: { rewriteRequestHeaders: forwardedHeaders },
    // Request bodies pass through as sent: the API answers a Content-Encoding itself (415, in its error shape).
    // @fastify/compress would inflate them here and forward the inflated bytes under the original headers.
    config: { decompress: false },
  });
  for (const file of ['robots.txt', 'sitemap.xml']) {
    app.get(`/${file}`, async (_request, reply) => {
      const response = await fetch(`${options.apiUrl}/api/${file}`);
      return reply
        .status(response.status)
        .type(response.headers.get('content-type') ?? 'text/plain')
        .send(await response.text());
    });
  }

  if (options.authEmulatorUrl) {
    const refusal = authEmulatorRefusal({
      emulator: options.authEmulatorUrl,
      runMode: options.runMode,
      host: '127.0.0.1',
    });
    if (refusal) throw new Error(refusal);
    // Only the calls the browser SDK makes for its own user; admin calls and code look-ups never pass.
    app.addHook('onRequest', async (request, reply) => {
      const pathname = request.url.split('?')[0];
      if (!isEmulatorPath(pathname)) return;
      if (isAllowedEmulatorCall(request.method, pathname, request.headers.authorization)) return;
      return reply
        .status(403)
        .header('cache-control', 'no-store')
        .send({ error: { code: 'FORBIDDEN', message: 'Not available through the portal' } });
    });
    for (const prefix of EMULATOR_PREFIXES) {
      await app.register(httpProxy, {
        upstream: options.authEmulatorUrl,
        prefix,
        rewritePrefix: prefix,
        http2: false,
      });
    }
  }

  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    index: false,
    // wildcard: files are looked up per request, so a rebuilt shell is served without a restart.
    wildcard: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader(
        'cache-control',
        /\.[0-9a-f]{8}\.js$/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const indexFile = path.join(options.shellDir, 'index.html');
  // A public page's prerendered document (prerender/) when one exists for the code being served: its first
  // paint needs no JavaScript and crawlers see its content and metadata. Only for the plain URL of the page.
  const prerenderedFor = (request: FastifyRequest, pathname: string) =>
    request.url === pathname && request.headers['x-prerender'] !== 'off'
      ? findPrerendered(options, pathname, request.headers)
      : null;
  const sendShell = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const prerendered = prerenderedFor(request, pathname);
    if (prerendered) reply.header('vary', 'cookie, accept-language, user-agent, sec-ch-ua-mobile');
    const html = prerendered?.toString() ?? fs.readFileSync(indexFile, 'utf8');
    applyDocumentPolicy(reply, security, html);
    return reply.header('cache-control', 'no-cache').type('text/html').send(html);
  };
  app.get('/', async (request, reply) => sendShell(request, reply, '/'));
  // Every other GET without a file extension is a client-side route of the shell (including unknown paths, which
  // render its 404 page); a missing file (e.g. /assets/x.webp) is a real 404, never HTML in place of an asset.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const isAsset = /\.[a-z0-9]{1,8}$/i.test(pathname);
    const wantsHtml =
      request.method === 'GET' &&
      !isAsset &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/remotes/');
    if (!wantsHtml || !fs.existsSync(indexFile)) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({ error: { code: 'NOT_FOUND', message: `Not found: ${pathname}` } });
    }
    return sendShell(request, reply, pathname);
  });

  return app;
}
