import http from 'node:http';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { FuzzRequest, FuzzResponse, Send } from './runner';

/**
 * app.inject; each request comes from its own address (10.x.y.z) so the per-IP rate limits do not turn the run
 * into a run of 429s.
 */
export function injectSender(app: FastifyInstance): Send {
  let n = 0;
  return async (req: FuzzRequest): Promise<FuzzResponse> => {
    n++;
    const res = await app.inject({
      method: req.method as InjectOptions['method'],
      url: req.url,
      headers: req.headers,
      remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      ...(req.payload !== undefined ? { payload: req.payload } : {}),
    });
    return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
  };
}

/**
 * Plain HTTP to a base URL (e.g. the gateway on 127.0.0.1): the request is sent as generated, without the checks
 * fetch would apply. A response that arrives before the upload ends counts, even if writing then fails.
 */
export function httpSender(baseUrl: string): Send {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  return (req: FuzzRequest) =>
    new Promise<FuzzResponse>((resolve, reject) => {
      const payload = typeof req.payload === 'string' ? Buffer.from(req.payload) : req.payload;
      const r = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, ...(payload ? { 'content-length': String(payload.length) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      r.on('error', reject);
      r.end(payload);
    });
}
