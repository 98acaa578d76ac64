import type { PageOutcome } from './smokeWorker';

/**
 * What a server render contains when part of the page failed without the render throwing. React's server renderer
 * never runs error boundaries: a component that throws outside any <Suspense> makes the whole render throw (the
 * worker's error), one inside a <Suspense> boundary leaves that boundary to the browser, marked `<!--$!-->` with its
 * fallback. The others are the shell's own fallbacks (shell/src/federation, shell/src/pages).
 */
const FAILURE_MARKS: readonly { mark: string; what: string }[] = [
  { mark: '<!--$!-->', what: 'a section that threw while rendering' },
  { mark: 'data-testid="remote-unavailable"', what: 'the "unavailable" fallback of a remote' },
  { mark: 'data-testid="fatal-fallback"', what: 'the fatal error page' },
  { mark: 'data-testid="route-loading"', what: "the loading skeleton (the page's code did not load)" },
];

const MAX_ERROR_CHARS = 300;
/**
 * The origin a remote's server build is loaded under (shell/src/server/serverRegistry.ts): a file of the build that
 * is not on disk is asked of it over the network, which never answers.
 */
const SERVER_ORIGIN_HOST = 'remotes.server.invalid';
const MISSING_FILE = ': a file of the server build is missing';

const countOf = (text: string, mark: string) => text.split(mark).length - 1;

/**
 * An error short enough for a refusal's reason: its message, where it was thrown (the first frame outside Node's
 * internals) and what caused it.
 */
export function shortError(error: string): string {
  const lines = error.split('\n').map((line) => line.trim());
  const where = lines.find((line) => line.startsWith('at ') && !line.includes('node:internal'));
  const cause = lines.find((line) => line.startsWith('Caused by: '));
  const text = [lines[0], where, cause && `(${cause})`].filter(Boolean).join(' ');
  return text.length > MAX_ERROR_CHARS ? `${text.slice(0, MAX_ERROR_CHARS)}…` : text;
}

/** The error React wrote for a boundary it left to the browser (development builds only). */
const boundaryMessage = (body: string): string | null => {
  const match = /<!--\$!--><template[^>]*data-msg="([^"]*)"/.exec(body);
  if (!match) return null;
  const message = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/^Switched to client rendering because the server rendering errored:\s*/, '');
  return shortError(message);
};

/**
 * Why the candidate's render of `url` refuses it, or null. Compared with the version served now when there is one
 * (`baseline`): only a page that rendered fine with it and renders worse with the candidate counts (a page whose
 * data the API cannot give renders the same fallback with both; a page that throws with both was broken before).
 * Without a baseline every failure counts.
 */
export function pageVerdict(
  url: string,
  candidate: PageOutcome,
  baseline: PageOutcome | null,
): string | null {
  if (baseline?.error) return null;
  if (candidate.error)
    return `${url}: ${shortError(candidate.error)}${candidate.error.includes(SERVER_ORIGIN_HOST) ? MISSING_FILE : ''}`;
  if (!candidate.page)
    return baseline && !baseline.page ? null : `${url}: the server rendered nothing for this page`;
  const body = candidate.page.body;
  const before = baseline?.page?.body ?? '';
  for (const { mark, what } of FAILURE_MARKS) {
    if (countOf(body, mark) <= countOf(before, mark)) continue;
    const message = mark === '<!--$!-->' ? boundaryMessage(body) : null;
    return `${url}: renders ${what}${baseline ? ' where the current version does not' : ''}${message ? `: ${message}` : ''}`;
  }
  return null;
}
