// The network boundary of a remote's page tests: global fetch replaced by a stub that records each request and
// answers it the way the API does (`{ data }` or `{ error: { code, message, fields? } }`).

/** One request the page made: the API path without `/api`, the query, the parsed JSON body (null if none). */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** the `authorization` header sent (which session's token), null when none */
  authorization: string | null;
}

export interface ApiReply {
  status: number;
  body: unknown;
}

/** A success the way the API answers: `{ data }`. */
export const ok = (data: unknown, status = 200): ApiReply => ({ status, body: { data } });

/** A success without a body (204: the API's answer to an action that returns nothing). */
export const noContent = (): ApiReply => ({ status: 204, body: null });

/** A failure the way the API answers: `{ error: { code, message, fields? } }`. */
export const apiError = (
  status: number,
  code: string,
  message: string,
  fields?: { field: string; message: string }[],
): ApiReply => ({ status, body: { error: { code, message, ...(fields ? { fields } : {}) } } });

/**
 * Replaces global fetch: `answer` gets each request (after it is recorded) and returns a reply, or undefined for
 * 404 NOT_FOUND. Returns the list of recorded calls (it grows as the page makes requests).
 */
export function stubApi(answer: (call: ApiCall) => ApiReply | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const call: ApiCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body,
      authorization: request.headers.get('authorization'),
    };
    calls.push(call);
    const reply = answer(call) ?? apiError(404, 'NOT_FOUND', 'not found');
    if (reply.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return calls;
}
