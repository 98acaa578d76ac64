/**
 * The little of RFC 5545 the interview invites need, written by hand: content lines end in CRLF and are folded at 75
 * octets without splitting a UTF-8 character (Thai letters are 3 octets), TEXT values escape backslash, semicolon,
 * comma and line breaks, parameter values with reserved characters are quoted. (ical-generator was tried: with a
 * TZID it writes a native Date's fields in the server's own time zone, so 10:00 in Bangkok became 03:00 on a UTC
 * host; see docs/DECISIONS.md.)
 */

const MAX_OCTETS = 75;

/** A TEXT value (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (3.1): quoted when it holds ':', ';' or ','; DQUOTE and control characters cannot appear. */
export function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, "'");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** One content line folded at 75 octets (3.1): continuation lines start with a space, which counts. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** Content lines joined with CRLF, each folded, ending in CRLF. */
export function contentLines(lines: string[]): string {
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** UTC date-time form (DTSTAMP): 20261215T030000Z. */
export function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
