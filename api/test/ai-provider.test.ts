import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MatchExplanation } from '@jobportal/contracts';
import {
  applyProvider,
  OpenAiCompatibleProvider,
  providerFromEnv,
  templateOnlyProvider,
} from '../src/services/ai/provider';

const match: MatchExplanation = {
  score: 72,
  matched_skills: ['go'],
  missing_skills: ['kubernetes'],
  required_skill_count: 2,
  salary_fit: 'within',
  location_fit: true,
  work_type_fit: true,
  seniority_fit: 'fit',
  summary_th: 'template th',
  summary_en: 'template en',
  reasons_th: ['template th'],
  reasons_en: ['template en'],
};

type Handler = (body: Record<string, unknown>, req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A stand-in for an OpenAI-compatible server on 127.0.0.1 and a random port. */
async function standIn(handler: Handler): Promise<{
  url: string;
  requests: Record<string, unknown>[];
  headers: http.IncomingHttpHeaders[];
  close: () => Promise<void>;
}> {
  const requests: Record<string, unknown>[] = [];
  const headers: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      requests.push({ ...body, path: req.url, method: req.method });
      headers.push(req.headers);
      handler(body, req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    headers,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const answer =
  (content: string): Handler =>
  (_b, _r, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  };

describe('AI explanation provider', () => {
  it('is off unless the environment configures it', () => {
    expect(providerFromEnv({})).toBe(templateOnlyProvider);
    expect(providerFromEnv({ AI_PROVIDER_BASE_URL: 'http://127.0.0.1:1' })).toBe(templateOnlyProvider);
    expect(providerFromEnv({ AI_PROVIDER_BASE_URL: 'http://127.0.0.1:1', AI_PROVIDER_MODEL: 'm' }).name).toBe(
      'openai-compatible',
    );
  });

  it('posts model + messages to {baseUrl}/chat/completions with the key and uses the answer', async () => {
    const srv = await standIn(answer('Here: {"summary_th": "เหมาะกับคุณ", "summary_en": "A good fit"}'));
    try {
      const p = new OpenAiCompatibleProvider({
        baseUrl: `${srv.url}/`,
        model: 'test-model',
        apiKey: 'k-123',
      });
      const out = await p.explain({ jobTitle: 'Go Developer', match, perspective: 'candidate' });
      expect(out).toEqual({ summary_th: 'เหมาะกับคุณ', summary_en: 'A good fit' });
      expect(srv.requests[0].path).toBe('/v1/chat/completions');
      expect(srv.requests[0].method).toBe('POST');
      expect(srv.requests[0].model).toBe('test-model');
      const messages = srv.requests[0].messages as { role: string; content: string }[];
      expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
      expect(messages[1].content).toContain('kubernetes');
      expect(srv.headers[0].authorization).toBe('Bearer k-123');
    } finally {
      await srv.close();
    }
  });

  it('falls back to the template summary on an error status, a malformed answer or a timeout', async () => {
    const failing = await standIn((_b, _r, res) => {
      res.writeHead(500);
      res.end('boom');
    });
    const malformed = await standIn(answer('no json here'));
    const slow = await standIn(() => undefined); // never answers
    try {
      for (const [srv, timeoutMs] of [
        [failing, 3000],
        [malformed, 3000],
        [slow, 300],
      ] as const) {
        const p = new OpenAiCompatibleProvider({ baseUrl: srv.url, model: 'm', timeoutMs });
        const items = await applyProvider(p, [{ title: 'Go Developer', match }], (i) => i.title, 'candidate');
        expect(items[0].match.summary_th).toBe('template th');
        expect(items[0].match.summary_en).toBe('template en');
      }
    } finally {
      await Promise.all([failing.close(), malformed.close(), slow.close()]);
    }
  });

  it('defaults to a 3 s timeout and replaces the summaries through applyProvider', async () => {
    const srv = await standIn(answer('{"summary_th": "ไทย", "summary_en": "English"}'));
    try {
      const p = new OpenAiCompatibleProvider({ baseUrl: srv.url, model: 'm' });
      expect((p as unknown as { timeoutMs: number }).timeoutMs).toBe(3000);
      const items = await applyProvider(p, [{ title: 'Go Developer', match }], (i) => i.title, 'employer');
      expect(items[0].match.summary_en).toBe('English');
      expect(items[0].match.reasons_en).toEqual(['English']);
      expect(items[0].match.reasons_th).toEqual(['ไทย']);
      expect(items[0].match.score).toBe(72);
    } finally {
      await srv.close();
    }
  });
});
