import http from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { FuzzRequest, FuzzResponse, Send } from './runner';

const isEventStream = (contentType: string) => contentType.startsWith('text/event-stream');

/** The whole body; a server-sent event stream (open until the client leaves) is left at once: its status counts. */
function readBody(stream: Readable, eventStream: boolean): Promise<string> {
  if (eventStream) {
    stream.on('error', () => undefined);
    stream.destroy();
    return Promise.resolve('');
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(Buffer.from(c)));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

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
      payloadAsStream: true,
    });
    const contentType = String(res.headers['content-type'] ?? '');
    return {
      status: res.statusCode,
      contentType,
      body: await readBody(res.stream(), isEventStream(contentType)),
    };
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
          const contentType = String(res.headers['content-type'] ?? '');
          readBody(res, isEventStream(contentType)).then(
            (body) => resolve({ status: res.statusCode ?? 0, contentType, body }),
            reject,
          );
        },
      );
      r.on('error', reject);
      r.end(payload);
    });
}
