/**
 * No token or signed link in a log line: the value of every query parameter that carries a credential is replaced
 * by `[REDACTED]` in every line the servers log (the API's logger: the access log's URL, an error's message or
 * stack, any field; the gateway's page-render warnings, release errors and Fastify logger), the parameter's name and
 * the rest of the URL kept. A parameter carries a credential when
 * - its name says so: the product's own signed link (`token` of the unsubscribe link), Firebase's e-mail action
 *   links (`oobCode`, `apiKey`), OAuth (`code`, `access_token`, `id_token`…), signed storage URLs
 *   (`X-Amz-Signature`, `X-Goog-Credential`…) and any name containing token, secret, signature, password,
 *   credential, apikey or oobcode (compared without case, `-`, `_` or `.`);
 * - or its value looks like one whatever the name: at least 32 characters of base64/base64url/hex/JWT alphabet,
 *   letters and digits mixed, no spaces (a UUID, a search phrase, a number or a date is kept).
 * Firebase's action links land on the gateway's pages (`/candidate/auth?mode=resetPassword&oobCode=…&apiKey=…`).
 */

export const REDACTED = '[REDACTED]';

const SENSITIVE_NAMES = new Set([
  'token',
  'code',
  'oobcode',
  'apikey',
  'key',
  'sig',
  'signature',
  'secret',
  'password',
  'pass',
  'pwd',
  'auth',
  'authorization',
  'session',
  'sessionid',
  'sid',
  'jwt',
  'assertion',
  'ticket',
  'otp',
  'hmac',
  'mac',
  'hash',
  'credential',
  'credentials',
]);
const SENSITIVE_PART = /token|secret|signature|password|passwd|credential|apikey|oobcode/;
const OPAQUE = /^[A-Za-z0-9._~+/=-]{32,}$/;
const UUIDS =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(,[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})*$/i;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** A query parameter whose value must not be logged (see above). */
export function isSensitiveParam(name: string, value: string): boolean {
  const normalised = name.toLowerCase().replace(/[-_.[\]\s]/g, '');
  if (SENSITIVE_NAMES.has(normalised) || SENSITIVE_PART.test(normalised)) return true;
  return OPAQUE.test(value) && /[0-9]/.test(value) && /[A-Za-z]/.test(value) && !UUIDS.test(value);
}

/** The query (without its `?`) with credential values replaced; parameters kept in order, names as they were. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? '' : part.slice(0, eq);
      const value = eq < 0 ? part : part.slice(eq + 1);
      if (value === '' || value === REDACTED || !isSensitiveParam(decode(name), decode(value))) return part;
      return eq < 0 ? REDACTED : `${name}=${REDACTED}`;
    })
    .join('&');
}

/** A URL (absolute or a path with its query) with the values of its credential parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const end = hash < 0 ? url.length : hash;
  return `${url.slice(0, q + 1)}${redactQuery(url.slice(q + 1, end))}${redactQueryStrings(url.slice(end))}`;
}

/**
 * Every query string in a text (a JSON log line, an error message, a stack): from a `?` to the next space, quote,
 * backslash (a JSON escape), angle bracket or `#`.
 */
const QUERY_IN_TEXT = /\?([^\s"'\\<>#`]+)/g;

export function redactQueryStrings(text: string): string {
  if (!text.includes('?')) return text;
  return text.replace(QUERY_IN_TEXT, (_match, query: string) => `?${redactQuery(query)}`);
}
