import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Locale } from '@jobportal/platform-contract';
import { localeOf } from './pages/visitor';
import { applyDocumentPolicy, registerSecurityHeaders, type PortalSecurity } from './security/headers';

/**
 * Requests the router cannot even read (a malformed percent-encoding such as `/%`, a parameter past its length):
 * Fastify answers them before any route or hook. A page address gets a small error page with the portal's look in
 * the visitor's locale (the shell itself cannot route a URL it cannot decode), an API address the error shape of
 * the API; both 400 and never cached.
 */
const TEXT: Record<Locale, { title: string; body: string; home: string; api: string }> = {
  th: {
    title: 'ลิงก์ไม่ถูกต้อง',
    body: 'ที่อยู่ของหน้านี้ไม่ถูกต้อง กรุณาตรวจสอบลิงก์อีกครั้ง',
    home: 'กลับหน้าแรก',
    api: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
  },
  en: {
    title: 'This link is not valid',
    body: 'The address of this page is malformed. Please check the link.',
    home: 'Back to home',
    api: 'Some fields are invalid, please check them',
  },
};

/**
 * An /api request the gateway itself refuses as bad input (e.g. the proxy will not forward a `..` path segment):
 * the API's error shape in the visitor's language, never cached.
 */
export function sendApiBadRequest(request: FastifyRequest, reply: FastifyReply, status = 400): FastifyReply {
  const message = TEXT[localeOf(request.headers)].api;
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: { code: 'VALIDATION_ERROR', message } });
}

export function badUrlPage(locale: Locale): string {
  const t = TEXT[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#0958d9">
<link rel="manifest" href="/manifest.webmanifest">
<title>${t.title}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f5f7fb;
font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','Noto Sans Thai',Roboto,sans-serif;color:rgba(0,0,0,.88)}
main{max-width:480px;margin:24px;padding:40px 32px;background:#fff;border-radius:12px;text-align:center;
box-shadow:0 6px 16px rgba(0,0,0,.08)}
.code{font-size:48px;font-weight:700;color:#0958d9;margin:0}
h1{font-size:22px;margin:12px 0 8px}
p{color:rgba(0,0,0,.65);margin:0 0 24px;line-height:1.6}
a{display:inline-block;padding:8px 20px;border-radius:8px;background:#0958d9;color:#fff;text-decoration:none}
</style>
</head>
<body>
<main data-testid="bad-url">
<p class="code">400</p>
<h1>${t.title}</h1>
<p>${t.body}</p>
<a href="/">${t.home}</a>
</main>
</body>
</html>
`;
}

/** Headers every response has anyway: not part of the page's policy. */
const TRANSPORT = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The framework-error handler. Fastify answers these requests on a bare reply (no hooks, no decorators), so the
 * security headers of a portal page are taken once from a probe that serves the page the way the gateway does.
 */
export async function badUrlHandler(
  security: PortalSecurity,
): Promise<(error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void> {
  const probe = Fastify();
  await registerSecurityHeaders(probe, security, () => false);
  probe.get('/', async (_request, reply) => {
    const html = badUrlPage('th');
    applyDocumentPolicy(reply, security, html);
    return reply.type('text/html').send(html);
  });
  const res = await probe.inject('/');
  await probe.close();
  const pageHeaders = Object.fromEntries(
    Object.entries(res.headers).filter(([name, value]) => !TRANSPORT.has(name) && value !== undefined),
  );

  return (error, request, reply) => {
    const locale = localeOf(request.headers);
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    reply.status(status).header('cache-control', 'no-store');
    const url = request.raw.url ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/');
    if (!isPage) reply.send({ error: { code: 'VALIDATION_ERROR', message: TEXT[locale].api } });
    else reply.headers(pageHeaders).type('text/html; charset=utf-8').send(badUrlPage(locale));
  };
}
