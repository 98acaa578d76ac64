import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
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
import { inlineScriptHashes } from '@jobportal/deployment';
import {
  localeCookieString,
  pageQueryUrl,
  type Locale,
  type RuntimeConfig,
  type ServerRenderedPage,
} from '@jobportal/platform-contract';
import type { PageSnapshot } from './prerender/document';
import { deviceOf, localeOf } from './pages/visitor';
import { createServerRendering } from './render/serverRendering';
import { followJobChanges } from './pages/jobChanges';
import { followBlogChanges } from './pages/blogChanges';
import { createPageData } from './pages/pageData';
import { resolvePage } from './pages/pageHead';
import { documentHead, EMPTY_SERVER_PAGE, pageDocument, pageShell } from './pages/document';
import { robotsTxt } from './pages/robots';
import { applyScriptPolicy, registerSecurityHeaders, type PortalSecurity } from './security/headers';
import { redactQueryStrings, redactUrl } from '@jobportal/deployment';
import {
  createKeptDocuments,
  documentEncoding,
  sentDocument,
  type DocumentEncoding,
  type SentDocument,
} from './pages/keptDocuments';
import { flushingCompressor } from './pages/streamedDocument';
import { forwardedHeaders } from './forwarded';
import { badUrlHandler, sendApiBadRequest } from './badUrl';
import { fileWhenChanged } from './fileWhenChanged';
import { registerRemotesJson } from './remotesJson';
import { isPublicRemotePath } from './publicRemoteFiles';
import { releaseService } from './releases/releaseService';

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
    /** staff: the back office's pool (optional: an older configuration has none). */
    tenants: { candidate: string; corporate: string; staff?: string };
  };
  /**
   * Product images through the API's image endpoint (GET /api/images, AVIF/WebP variants): published in
   * /app-config.json as `imagePipeline`. Default true.
   */
  imagePipeline?: boolean;
  /** Proxies in front whose X-Forwarded-For is believed (TRUST_PROXY); default none: the gateway is the edge. */
  trustProxy?: TrustProxy;
  /**
   * Public pages rendered on the server by the shell's server build (render/serverRendering.ts). Default true;
   * without a server build of the shell every page is rendered in the browser.
   */
  serverRendering?: boolean;
  /** A page the server has not rendered by then is sent as the browser renders it. Default 3 s. */
  serverRenderTimeoutMs?: number;
  /** Server renders under way at most; a page asked beyond that is sent as the browser renders it. Default 2. */
  serverRenderMax?: number;
  /** The check before a release service activation (static checks and smoke render). Default 20 s. */
  releaseSmokeTimeoutMs?: number;
  logger?: boolean;
}

/** A content-hashed file name (main.147ac449.js, 237.80552d84.css): it never changes, so it is cached for a year. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif)$/;
/** The file a compressed sibling (`x.js.br`, written by the build: libs/mf-build precompress-plugin) stands for. */
const servedFile = (filePath: string) => filePath.replace(/\.(?:br|gz)$/, '');

/**
 * A path naming a file (`/main.1a2b3c4d.js`, `/favicon.ico`, the installable app's `/manifest.webmanifest`); any
 * other path is a page of the app.
 */
const isFilePath = (pathname: string) => /\.(?:[a-z0-9]{1,8}|webmanifest)$/i.test(pathname);

const STILL_RENDERING = Symbol('still rendering');
/** Resolves after the callbacks already due: a page the server has kept resolves before it. */
const nextTurn = () =>
  new Promise<typeof STILL_RENDERING>((resolve) => setImmediate(() => resolve(STILL_RENDERING)));

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const COMPRESSED_FROM_BYTES = 1024;

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const security: PortalSecurity = {
    googleAuthDomain: options.authEmulatorUrl ? null : options.firebase.authDomain,
    production: options.runMode === 'production',
  };
  const app = Fastify({
    // Off unless asked; when on, no token or signed link in its lines (libs/deployment logRedaction.ts).
    logger: options.logger ? { hooks: { streamWrite: redactQueryStrings } } : false,
    trustProxy: options.trustProxy ?? false,
    // A URL the router cannot decode (e.g. `/%`): an error page or the API's error shape, not Fastify's raw JSON.
    frameworkErrors: await badUrlHandler(security),
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSED_FROM_BYTES,
    encodings: ['gzip', 'br'],
  });
  await registerSecurityHeaders(app, security, isEmulatorPath);
  // The proxy's own refusals of an /api request (a `..` segment) in the API's error shape; others as before.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (request.url.startsWith('/api/') && status >= 400 && status < 500)
      return sendApiBadRequest(request, reply, status);
    return reply.send(error);
  });

  // Browsers ask for it on every page load and poll it: a 304 while it is unchanged (remotesJson.ts).
  registerRemotesJson(app, options.registryDir);

  // What /app-config.json serves (and the server renderer renders with): the one RuntimeConfig contract.
  const appConfig: RuntimeConfig = {
    runMode: options.runMode,
    publicBaseUrl: options.publicBaseUrl,
    apiBaseUrl: '/api',
    imagePipeline: options.imagePipeline ?? true,
    firebase: {
      ...options.firebase,
      emulatorOrigin: options.authEmulatorUrl ? options.publicBaseUrl : null,
    },
  };
  app.get('/app-config.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(appConfig),
  );

  // Published versions never change: cache them for a year, except manifests (cheap, and keep rollbacks obvious).
  // Only what browsers load: never a version's publish record, its server build or anything outside remotes/.
  const remotesRoot = path.join(options.registryDir, 'remotes');
  await app.register(fastifyStatic, {
    root: remotesRoot,
    prefix: '/remotes/',
    decorateReply: false,
    wildcard: true,
    allowedPath: (pathname) => isPublicRemotePath(pathname, remotesRoot),
    // Scripts are sent as the build compressed them (brotli at its best), not compressed again per response.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('vary', 'accept-encoding');
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

  // The release service answers /api/releases and /api/releases/* itself (a static prefix wins over the proxy's
  // /api/* in the router, whatever the order); every other /api path goes to the API.
  await app.register(releaseService, {
    registryDir: options.registryDir,
    shellDir: options.shellDir,
    apiUrl: options.apiUrl,
    renderConfig: { ...appConfig, apiBaseUrl: `${options.apiUrl.replace(/\/$/, '')}/api` },
    smokeTimeoutMs: options.releaseSmokeTimeoutMs,
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
  // The sitemap index and its files (/sitemaps/jobs-2.xml) come from the API, which has the data.
  const fromApi = async (file: string, reply: FastifyReply) => {
    const response = await fetch(`${options.apiUrl}/api/${file}`);
    const type = response.headers.get('content-type') ?? 'text/plain';
    return reply
      .status(response.status)
      .header(
        'cache-control',
        response.ok ? (response.headers.get('cache-control') ?? 'no-cache') : 'no-store',
      )
      .type(response.ok ? type : 'text/plain')
      .send(response.ok ? await response.text() : 'Not found');
  };
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(options.runMode, options.publicBaseUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) => fromApi('sitemap.xml', reply));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) =>
    /^[a-z]+-[0-9]{1,6}\.xml$/.test(request.params.file)
      ? fromApi(`sitemaps/${request.params.file}`, reply)
      : reply.status(404).header('cache-control', 'no-store').send('Not found'),
  );

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

  // The shell's server build is the gateway's code, not a file for browsers.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/server/'))
      return reply.status(404).header('cache-control', 'no-store').send('Not found');
  });
  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    index: false,
    // wildcard: files are looked up per request, so a rebuilt shell is served without a restart.
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    // A page's path (/candidate/jobs/<id>) is never a file: no look-up on disk (three with the compressed copies).
    allowedPath: (pathname) => isFilePath(pathname),
    setHeaders: (res, filePath) => {
      res.setHeader('vary', 'accept-encoding');
      // Everything not content-hashed (index.html, /sw.js, /manifest.webmanifest, the offline page) is revalidated:
      // the service worker and its update check never see an old copy.
      res.setHeader(
        'cache-control',
        HASHED_FILE.test(servedFile(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      if (servedFile(filePath).endsWith('.webmanifest'))
        res.setHeader('content-type', 'application/manifest+json; charset=utf-8');
    },
  });

  const indexHtml = fileWhenChanged(path.join(options.shellDir, 'index.html'));
  // Every HTML response gets its head (title, description, canonical, hreflang, Open Graph, robots, JSON-LD) and
  // its status (404 unknown, 410 closed job) from the route table and the API's data (pages/).
  // The same configuration as the browser's, except that the server reaches the API directly.
  const serverRendering =
    options.serverRendering === false
      ? null
      : createServerRendering({
          shellDir: options.shellDir,
          registryDir: options.registryDir,
          timeoutMs: options.serverRenderTimeoutMs,
          maxRenders: options.serverRenderMax,
          config: { ...appConfig, apiBaseUrl: `${options.apiUrl.replace(/\/$/, '')}/api` },
        });
  // One snapshot per kept render (the same object for each of its visitors: keptDocuments holds its document).
  const snapshots = new WeakMap<ServerRenderedPage, PageSnapshot>();
  /** The page rendered by the server (null when it was not), or null when the server does not render it. */
  const serverRendered = (request: FastifyRequest, locale: Locale) => {
    if (!serverRendering || request.headers['x-prerender'] === 'off') return null;
    const viewport = deviceOf(request.headers);
    // The render sees only the query its page reads: what it shows (links, filters) never echoes a tracker's or
    // a cache buster's parameter, and one kept render serves every such URL (render/renderedPages.ts).
    const url = pageQueryUrl(request.url);
    return serverRendering.render({ url, locale, mobile: viewport === 'mobile' }).then(
      (rendered) => {
        if (!rendered) return null;
        // Markup the browser's shell hydrates goes into #root; an older shell's is a snapshot it replaces.
        const snapshot = snapshots.get(rendered) ?? {
          ...rendered,
          serverRendered: rendered.hydrates ? viewport : undefined,
        };
        snapshots.set(rendered, snapshot);
        return snapshot;
      },
      () => null,
    );
  };
  const keptDocument = createKeptDocuments();
  if (serverRendering) app.addHook('onClose', async () => serverRendering.close());
  const pageData = createPageData(options.apiUrl);
  const stopFollowing = followJobChanges(options.apiUrl, (ids) => {
    pageData.forgetJobs(ids);
    serverRendering?.forgetJobs(ids);
  });
  app.addHook('onClose', async () => stopFollowing());
  const stopFollowingBlog = followBlogChanges(options.apiUrl, (slugs) => {
    pageData.forgetBlog(slugs);
    serverRendering?.forgetBlog(slugs);
  });
  app.addHook('onClose', async () => stopFollowingBlog());
  /**
   * A document the gateway compressed itself (whole, or streamed through its flushing compressor): @fastify/compress
   * leaves an answer with a content-encoding as it is.
   */
  const sendEncoded = (reply: FastifyReply, encoding: DocumentEncoding, encoded: Buffer | Readable) =>
    reply
      .header('vary', `${String(reply.getHeader('vary'))}, accept-encoding`)
      .header('content-encoding', encoding)
      .send(encoded);
  /**
   * A whole document: its policy allows its own inline scripts; compressed in one go (keptDocuments.ts), not through
   * @fastify/compress's stream pipeline (a readable, a peek at the first bytes, a duplex, a zlib stream), which cost
   * a 10 KB document several times the ~0.2 ms of compressing it.
   */
  const sendWhole = async (request: FastifyRequest, reply: FastifyReply, document: SentDocument) => {
    applyScriptPolicy(reply, security, document.scriptHashes);
    const encoding = documentEncoding(request.headers['accept-encoding']);
    return encoding && document.bytes.length >= COMPRESSED_FROM_BYTES
      ? sendEncoded(reply, encoding, await document.encoded(encoding))
      : reply.send(document.bytes);
  };
  const sendShell = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    template: string,
  ) => {
    const query = new URL(request.url, 'http://gateway').searchParams;
    const lang = query.get('lang');
    const localeInUrl = lang === 'th' || lang === 'en';
    const locale: Locale = localeInUrl ? lang : localeOf(request.headers);
    // Rendered while the head's data is read (the render reads what it needs itself): one API round trip less.
    const renderingNow = serverRendered(request, locale);
    const page = await resolvePage(
      {
        pathname,
        query,
        locale,
        localeInUrl,
        runMode: options.runMode,
        publicBaseUrl: options.publicBaseUrl,
      },
      pageData,
    );
    // Marked for the page, not for a tracker's parameters: one kept document (and its compressed copies) per page.
    const shell = pageShell(template, page, pageQueryUrl(request.url));
    // A public page rendered by the server (render/): its content and data in the document; none when the API is down.
    const rendering = page.status === 503 ? null : renderingNow;
    // Already rendered (kept) or not rendered at all: known at once. Otherwise the head goes out while it renders.
    const known = rendering ? await Promise.race([rendering, nextTurn()]) : null;
    reply.header(
      'vary',
      rendering ? 'cookie, accept-language, user-agent, sec-ch-ua-mobile' : 'cookie, accept-language',
    );
    // A URL naming its language (the hreflang alternates) also makes the app start in it.
    if (localeInUrl) reply.header('set-cookie', localeCookieString(locale));
    if (page.status === 503) reply.header('retry-after', '30');
    reply.status(page.status).header('cache-control', 'no-cache').type('text/html');
    // A kept render's document is built and compressed once for all the page's visitors.
    if (known && known !== STILL_RENDERING)
      return sendWhole(
        request,
        reply,
        keptDocument(known, shell, () => pageDocument(shell, page, known)),
      );
    if (!rendering || known !== STILL_RENDERING)
      return sendWhole(request, reply, sentDocument(pageDocument(shell, page, null)));
    const head = documentHead(shell);
    // The scripts of any document of this page (index.html's and the start after the first paint): known now.
    const allowedHashes = inlineScriptHashes(pageDocument(shell, page, EMPTY_SERVER_PAGE));
    const allowed = new Set(allowedHashes);
    applyScriptPolicy(reply, security, allowedHashes);
    const stream = new PassThrough();
    stream.write(head);
    void rendering.then((rendered) => {
      let html = pageDocument(shell, page, rendered);
      // A render with a script of its own (a shell build that lets React outline a section behind a reveal script)
      // would be blocked by the policy already sent: the page without the server's render instead.
      if (inlineScriptHashes(html).some((hash) => !allowed.has(hash))) {
        app.log.warn({ url: redactUrl(request.url) }, 'server render has inline scripts: sent without it');
        html = pageDocument(shell, page, null);
      }
      stream.end(html.slice(head.length));
    });
    const encoding = documentEncoding(request.headers['accept-encoding']);
    return encoding
      ? sendEncoded(reply, encoding, stream.pipe(flushingCompressor(encoding)))
      : reply.send(stream);
  };
  const sendNotFound = (reply: FastifyReply, pathname: string) =>
    reply
      .status(404)
      .header('cache-control', 'no-store')
      .send({ error: { code: 'NOT_FOUND', message: `Not found: ${pathname}` } });
  const sendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const template = indexHtml();
    return template === null ? sendNotFound(reply, pathname) : sendShell(request, reply, pathname, template);
  };
  app.get('/', async (request, reply) => sendPage(request, reply, '/'));
  // Every other GET without a file extension is a client-side route of the shell (including unknown paths, which
  // render its 404 page); a missing file (e.g. /assets/x.webp) is a real 404, never HTML in place of an asset.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const wantsHtml =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isFilePath(pathname) &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/remotes/');
    return wantsHtml ? sendPage(request, reply, pathname) : sendNotFound(reply, pathname);
  });

  return app;
}
