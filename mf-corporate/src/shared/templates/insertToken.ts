/** The text with `token` put in place of the selection [start, end), and where the caret goes after it. */
export function insertToken(
  text: string,
  token: string,
  start: number | null | undefined,
  end: number | null | undefined,
): { text: string; caret: number } {
  const from = Math.min(Math.max(start ?? text.length, 0), text.length);
  const to = Math.min(Math.max(end ?? from, from), text.length);
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}
